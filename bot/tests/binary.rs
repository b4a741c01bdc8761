//! The shipped binary's `run` subcommand: configuration from the environment, a connection to
//! (the fake) Discord, and a clean exit on SIGTERM.

mod support;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use support::fake::store::{GUILD_ID, TOKEN};
use support::Harness;

const BIN: &str = env!("CARGO_BIN_EXE_carcassonne-bot");

#[test]
fn missing_token_is_explained() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = Command::new(BIN)
        .arg("run")
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_API_BASE")
        .output()
        .expect("run the binary");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("DISCORD_TOKEN is not set"), "{stderr}");
    assert!(stderr.contains("developer portal"), "{stderr}");
}

#[test]
fn bad_guild_id_is_explained() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = Command::new(BIN)
        .arg("run")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", TOKEN)
        .env("GUILD_ID", "my-server")
        .output()
        .expect("run the binary");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("GUILD_ID=\"my-server\""), "{stderr}");
}

#[tokio::test]
async fn runs_from_a_dotenv_file_and_stops_cleanly_on_sigterm() {
    let h = Harness::without_bot().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("from-env.db");
    // Settings come from .env, as an operator would write them.
    std::fs::write(
        dir.path().join(".env"),
        format!(
            "DISCORD_TOKEN={TOKEN}\nDATABASE_URL=sqlite://{}\nGUILD_ID={GUILD_ID}\nDISCORD_API_BASE={}\nRUST_LOG=info\n",
            db.display(),
            h.fake.base_url
        ),
    )
    .expect("write .env");
    let mut child = Command::new(BIN)
        .arg("run")
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .env_remove("RUST_LOG")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the binary");

    let deadline = Instant::now() + Duration::from_secs(20);
    while h.guild_commands().is_empty() {
        if let Ok(Some(status)) = child.try_wait() {
            let out = child.wait_with_output().expect("output");
            panic!(
                "the bot exited with {status}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        assert!(
            Instant::now() < deadline,
            "the binary never registered its commands"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let alice = h.user("alice");
    let lobby = alice
        .slash(h.general(), "carcassonne start", &[])
        .await
        .message();
    assert!(lobby.content.contains(&alice.mention()));
    assert!(db.exists(), "DATABASE_URL from .env was used");

    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("send SIGTERM");
    assert!(status.success());
    let out = tokio::task::spawn_blocking(move || child.wait_with_output())
        .await
        .expect("join")
        .expect("wait for the binary");
    let logs =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "exit {:?}: {logs}", out.status);
    assert!(
        logs.contains("shutting down") && logs.contains("stopped"),
        "{logs}"
    );
}
