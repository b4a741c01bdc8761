//! Traders & Builders and Hills & Sheep played by clicks through the fake Discord: a builder's
//! double turn, a pig, and a shepherd's flock gathered, all through the generic turn panel.

mod support;

use carcassonne_bot::discord::play::path::encode_action;
use carcassonne_bot::store::Settings;
use carcassonne_engine::{Action, Event, Expansion, Game, GameConfig, Phase};
use support::fake::store::StoredMessage;
use support::{Harness, User};

/// The figure option a player keen on the new figures picks: a builder, a pig, a shepherd,
/// else a follower on the first spot, else none.
fn pick(panel: &StoredMessage) -> String {
    let labels = panel.labels();
    for wanted in ["(pig)", "(builder)", "(shepherd)"] {
        if let Some(l) = labels.iter().find(|l| l.ends_with(wanted)) {
            return l.clone();
        }
    }
    labels
        .iter()
        .find(|l| l.starts_with("1 · ") && !l.contains('('))
        .cloned()
        .unwrap_or_else(|| "No follower".to_owned())
}

/// A placement offered on the prompt that earns a builder's second turn, if there is one:
/// tried on a copy of the game (as a player would look for it on the board).
fn keen_placement(game: &Game, prompt: &StoredMessage) -> Option<String> {
    let offered = prompt.placements();
    game.legal_placements().into_iter().find_map(|p| {
        let value = encode_action(Action::Place(p))?;
        if !offered.contains(&value) {
            return None;
        }
        let mut copy = game.clone();
        let mut events = copy.apply(Action::Place(p)).ok()?;
        events.extend(copy.apply(Action::Pass).ok()?);
        while let Phase::Decide { .. } = copy.phase() {
            events.extend(copy.apply(Action::Choose { option: 1 }).ok()?);
        }
        events
            .iter()
            .any(|e| matches!(e, Event::ExtraTurn { .. }))
            .then_some(value)
    })
}

/// Plays one turn by clicks (a flock decision is answered by gathering) and returns the taps
/// it took.
async fn play(player: &User, prompt: &StoredMessage, game: &Game) -> usize {
    if prompt.component("Discard tile").is_some() {
        player.click(prompt, "Discard tile").await;
        return 1;
    }
    let (panel, mut taps) = if prompt.component("No follower").is_some() {
        (prompt.clone(), 0)
    } else {
        let value = keen_placement(game, prompt).unwrap_or_else(|| prompt.first_placement());
        (player.place(prompt, &value).await.message(), 1)
    };
    let choice = pick(&panel);
    let after = player.click(&panel, &choice).await;
    taps += 1;
    if let Some(next) = after.original.as_ref() {
        if let Some(gather) = next
            .labels()
            .into_iter()
            .find(|l| l.starts_with("Gather the flock"))
        {
            player.click(next, &gather).await;
            taps += 1;
        }
    }
    taps
}

fn said(h: &Harness, words: &str) -> bool {
    h.messages(h.general())
        .iter()
        .any(|m| m.content.contains(words))
}

/// Plays a seeded game of farmers, Traders & Builders and Hills & Sheep by clicks until the
/// narration says `goal`, and checks that it did.
async fn play_until(seed: u64, goal: &str) {
    let h = Harness::start().await;
    let alice = h.user("alice");
    let bob = h.user("bob");
    let settings = Settings {
        undo_secs: 0,
        ..Settings::default()
    };
    let config = GameConfig::with_rules(
        2,
        [Expansion::Farmers, Expansion::Traders, Expansion::Hills],
    );
    let seed = std::env::var("TH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(seed);
    let (service, id) = h.seeded_game([&alice, &bob], config, settings, seed).await;
    // The re-posted board carries the first turn's controls.
    let mut prompt = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    let mut turns: Vec<(usize, u64)> = Vec::new();
    for _ in 0..200 {
        if prompt.content.contains("Game over") || said(&h, goal) {
            break;
        }
        let before = h.uploaded_png_bytes();
        let player = [&alice, &bob]
            .into_iter()
            .find(|u| {
                prompt
                    .content
                    .contains(&format!("{}, your turn", u.mention()))
            })
            .unwrap_or(&alice);
        let loaded = service.load(id).await.expect("the game");
        let game = loaded.game.expect("a running game");
        let taps = play(player, &prompt, &game).await;
        h.settle().await;
        turns.push((taps, h.uploaded_png_bytes() - before));
        prompt = h.next_prompt(prompt.id).await;
    }
    assert!(said(&h, goal), "nobody saw {goal:?}");
    // The same budget as the base game: a flock decision is one more tap, never more; at
    // most 400 KB of pictures a turn.
    let mean = turns.iter().map(|t| t.0).sum::<usize>() as f64 / turns.len().max(1) as f64;
    let max_bytes = turns.iter().map(|t| t.1).max().unwrap_or(0);
    eprintln!(
        "{goal}: {} turns, taps per turn mean {mean:.2}, max {}; picture bytes per turn max {max_bytes}",
        turns.len(),
        turns.iter().map(|t| t.0).max().unwrap_or(0)
    );
    assert!(turns.iter().all(|t| t.0 <= 3), "{turns:?}");
    assert!(max_bytes <= 400 * 1024, "{turns:?}");
    h.assert_clean();
}

#[tokio::test]
async fn a_builder_earns_a_double_turn_by_clicks() {
    play_until(5, "plays again at once").await;
}

#[tokio::test]
async fn a_pig_is_put_into_a_farm_by_clicks() {
    play_until(1, "put the pig on").await;
}

#[tokio::test]
async fn a_shepherd_gathers_its_flock_by_clicks() {
    play_until(3, "The flock is gathered").await;
}
