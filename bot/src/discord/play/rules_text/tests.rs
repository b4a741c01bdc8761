#[test]
fn fits_in_one_message() {
    let text = super::rules();
    assert!(text.len() <= 2000, "{}", text.len());
    // The seats of every game the engine plays, from its registry.
    assert!(
        text.contains("over-hill-and-dale (2 to 5 players)"),
        "{text}"
    );
    assert!(
        text.contains("carcassonne (the default, 2 to 8 players)"),
        "{text}"
    );
}
