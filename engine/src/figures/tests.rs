use super::*;

#[test]
fn kinds_read_by_key_and_by_their_old_names() {
    assert_eq!(FigureKind::from_key("follower"), Some(FigureKind::FOLLOWER));
    assert_eq!(FigureKind::from_key("Normal"), Some(FigureKind::FOLLOWER));
    assert_eq!(FigureKind::from_key("Large"), Some(FigureKind::LARGE));
    assert_eq!(FigureKind::from_key("abbot"), Some(FigureKind::ABBOT));
    assert_eq!(FigureKind::from_key("dragon"), None);
    assert_eq!(FigureKind::LARGE.strength(), 2);
    assert!(!FigureKind::ABBOT.may_stand_on(SpotKind::Feature(FeatureKind::City)));
    assert!(FigureKind::FOLLOWER.may_stand_on(SpotKind::Monastery));
    assert!(!FigureKind::FOLLOWER.may_stand_on(SpotKind::Garden));
}

#[test]
fn a_supply_is_a_map_that_reads_the_old_struct() {
    let old: Supply =
        serde_json::from_str(r#"{"normal":6,"large":1,"abbot":0}"#).expect("old supply");
    assert_eq!(old.get(FigureKind::FOLLOWER), 6);
    assert_eq!(old.get(FigureKind::LARGE), 1);
    assert_eq!(old.total(), 7);
    let json = serde_json::to_string(&old).expect("serialise");
    assert_eq!(json, r#"{"follower":6,"large":1}"#);
    let back: Supply = serde_json::from_str(&json).expect("read back");
    assert_eq!(back, old);
    assert!(serde_json::from_str::<Supply>(r#"{"dragon":1}"#).is_err());
}
