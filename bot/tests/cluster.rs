//! Two bot processes on one PostgreSQL database and the fake Discord, as a large install runs
//! them: each runs one of two gateway shards. Presses may reach either process and moves stay
//! exactly once; reminders and timeouts fire exactly once, from whichever process claims them,
//! and still fire when the process that armed them is gone.
//!
//! Needs `TEST_POSTGRES_URL` (`scripts/test-postgres.sh` starts a server); skipped otherwise.
//! Automatic sharding is tested here too, in one process.

mod backends;
mod support;

use std::time::Duration;

use carcassonne_bot::discord::{self, BotConfig, RunningBot, Sharding};
use carcassonne_bot::store::Store;
use support::fake::store::{StoredMessage, GUILD_ID};
use support::{wait_until, Harness, User};

/// Starts a bot process running shard `shard` of 2 on `database_url`.
async fn start_process(h: &Harness, database_url: &str, shard: u32) -> RunningBot {
    let config = BotConfig {
        database_url: database_url.to_owned(),
        sharding: Sharding::Range {
            first: shard,
            last: shard,
            total: 2,
        },
        ..h.bot_config()
    };
    discord::start(config).await.expect("a bot process starts")
}

/// Places the prompt's first placement and takes no follower.
async fn play_turn(player: &User, prompt: &StoredMessage) {
    let panel = if prompt.component("No follower").is_some() {
        prompt.clone()
    } else {
        let value = prompt.first_placement();
        player.place(prompt, &value).await.message()
    };
    player.click(&panel, "No follower").await;
}

fn count(h: &Harness, needle: &str) -> usize {
    h.messages(h.general())
        .iter()
        .filter(|m| m.content.contains(needle))
        .count()
}

/// `SHARD_COUNT=auto`: as many shards as Discord recommends (two here; serenity starts them
/// 5 s apart), all in this process; the guild's events reach it through its own shard.
/// (SQLite: no second process here.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn automatic_sharding_runs_the_recommended_shards() {
    let h = Harness::without_bot().await;
    h.fake.shared.with(|w| w.recommended_shards = 2);
    let config = BotConfig {
        sharding: Sharding::Auto,
        ..h.bot_config()
    };
    let bot = discord::start(config).await.expect("the bot starts");
    let up = wait_until(&h.fake.shared, Duration::from_secs(15), |w| {
        let mut shards = w.identified.clone();
        shards.sort();
        (shards == [[0, 2], [1, 2]] && w.commands.overwrites >= 1).then_some(())
    })
    .await;
    assert!(
        up.is_some(),
        "both recommended shards identify: {:?}",
        h.fake.shared.lock().identified
    );
    h.settle().await;
    let alice = h.user("alice");
    let lobby = alice
        .slash_message(h.general(), "carcassonne start", &[])
        .await;
    assert!(lobby.is_enabled("Join"), "{}", lobby.content);
    bot.shutdown().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_the_games_and_fire_each_timer_once() {
    let Some(database_url) = backends::postgres_database().await else {
        return;
    };
    let h = Harness::without_bot().await;
    let guild_shard = Sharding::shard_of(GUILD_ID, 2);
    let other_shard = 1 - guild_shard;
    let first = start_process(&h, &database_url, guild_shard).await;
    let second = start_process(&h, &database_url, other_shard).await;
    let up = wait_until(&h.fake.shared, Duration::from_secs(15), |w| {
        let guild_live = w.gateway.as_ref().is_some_and(|g| g.tx.is_some());
        let other_live = w
            .other_shards
            .get(&other_shard)
            .is_some_and(|g| g.tx.is_some());
        (guild_live && other_live && w.commands.overwrites >= 2).then_some(())
    })
    .await;
    assert!(up.is_some(), "both processes identify and register");
    {
        let w = h.fake.shared.lock();
        let mut shards = w.identified.clone();
        shards.sort();
        assert_eq!(
            shards,
            vec![[0, 2], [1, 2]],
            "each process runs its own shard"
        );
    }
    h.settle().await;

    // The game is set up through the guild's shard (the first process)...
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let lobby = alice
        .slash_message(h.general(), "carcassonne start", &[("undo_seconds", "0")])
        .await;
    bob.click(&lobby, "Join").await;
    alice.click(&lobby, "Start").await;
    // ...then presses reach the second process, which has never seen this game, and back.
    h.fake
        .shared
        .with(|w| w.route_interactions_to = Some(other_shard));
    let prompt = h.prompt_for(&alice).await;
    play_turn(&alice, &prompt).await;
    h.fake.shared.with(|w| w.route_interactions_to = None);
    let prompt = h.prompt_for(&bob).await;
    play_turn(&bob, &prompt).await;
    let alice_prompt = h.prompt_for(&alice).await;

    let store = Store::open(&database_url).await.expect("open the database");
    let game_id = store
        .open_game_in_channel(h.general().id)
        .await
        .expect("read")
        .expect("the game")
        .id;
    assert_eq!(
        store.moves(game_id).await.expect("moves").len(),
        2,
        "one move per turn, whichever process took it"
    );
    // A stale press of bob's old prompt, now delivered to the other process, changes nothing.
    h.fake
        .shared
        .with(|w| w.route_interactions_to = Some(other_shard));
    let old_button = prompt
        .custom_ids()
        .into_iter()
        .next()
        .expect("the old prompt had controls");
    let stale = bob.press_forged(&prompt, &old_button).await;
    assert!(
        !stale.ephemeral_text().is_empty(),
        "the stale press is answered with a reason"
    );
    h.fake.shared.with(|w| w.route_interactions_to = None);
    assert_eq!(store.moves(game_id).await.expect("moves").len(), 2);

    // Alice sits on her turn. Both processes' timer tasks find the reminder due; one sends it.
    let reminders_before = count(&h, "it is still your turn");
    h.advance(Duration::from_secs(4 * 3600 + 60));
    let reminded = wait_until(&h.fake.shared, Duration::from_secs(10), |w| {
        let n = w
            .messages
            .values()
            .filter(|m| m.content.contains("it is still your turn"))
            .count();
        (n > reminders_before).then_some(())
    })
    .await;
    assert!(reminded.is_some(), "the reminder fires");
    // Give the slower process every chance to fire it a second time.
    h.advance(Duration::from_secs(30));
    tokio::time::sleep(Duration::from_millis(500)).await;
    h.settle().await;
    assert_eq!(
        count(&h, "it is still your turn") - reminders_before,
        1,
        "exactly one reminder from two processes"
    );
    let fired: Vec<_> = store
        .deadlines(game_id)
        .await
        .expect("deadlines")
        .into_iter()
        .filter(|d| d.fired)
        .collect();
    assert_eq!(fired.len(), 1, "{fired:?}");

    // The first process goes away; the second alone fires the timeout, once.
    first.shutdown().await.expect("the first process stops");
    h.advance(Duration::from_secs(20 * 3600));
    let timed_out = wait_until(&h.fake.shared, Duration::from_secs(10), |w| {
        w.messages
            .values()
            .any(|m| m.content.contains("has not played turn"))
            .then_some(())
    })
    .await;
    assert!(
        timed_out.is_some(),
        "the remaining process fires the timeout"
    );
    h.advance(Duration::from_secs(30));
    tokio::time::sleep(Duration::from_millis(300)).await;
    h.settle().await;
    assert_eq!(count(&h, "has not played turn"), 1);
    assert!(
        alice_prompt.component("No follower").is_some() || !alice_prompt.placements().is_empty(),
        "alice's prompt still offers her turn"
    );
    second.shutdown().await.expect("the second process stops");
    store.close().await;
}
