use super::*;

#[test]
fn breakdowns_are_maps_and_the_old_arrays_still_read() {
    let old: Breakdown = serde_json::from_str("[4,3,0,0,6]").expect("old array");
    assert_eq!(old.get(ScoreKind::City), 4);
    assert_eq!(old.get(ScoreKind::Field), 6);
    assert_eq!(old.total(), 13);
    let json = serde_json::to_string(&old).expect("serialise");
    assert_eq!(json, r#"{"city":4,"road":3,"field":6}"#);
    assert_eq!(serde_json::from_str::<Breakdown>(&json).ok(), Some(old));
    let sparse: Breakdown = serde_json::from_str(r#"{"garden":2}"#).expect("sparse");
    assert_eq!(sparse.get(ScoreKind::Garden), 2);
    assert_eq!(sparse.get(ScoreKind::City), 0);
}
