//! A fake Discord on 127.0.0.1: REST under `/api/v10` and the gateway websocket, enough for the
//! real poise/serenity stack, with a message store and Discord's rules enforced; OAuth2 for the
//! Activity (`oauth`); and, apart from it, the Discord client's side of an Activity
//! (`activity_host`), served on `http://localhost:3333` for a real browser. The REST API can
//! also be served over TLS as `discord.com` (`tls`), and can fail on purpose (`faults`).

pub mod activity_host;
pub mod departures;
pub mod faults;
pub mod gateway;
pub mod limits;
pub mod oauth;
pub mod payloads;
pub mod rest;
pub mod store;
pub mod tls;

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::SystemTime;

use carcassonne_bot::clock::ManualClock;
use tokio::sync::Notify;

use store::World;

pub struct Shared {
    world: Mutex<World>,
    /// Woken on every change, so the harness can wait for conditions without polling.
    pub changed: Notify,
    pub clock: ManualClock,
}

pub type Fake = Arc<Shared>;

impl Shared {
    /// Runs `f` on the world and wakes everyone waiting for a change.
    pub fn with<R>(&self, f: impl FnOnce(&mut World) -> R) -> R {
        let result = f(&mut self.lock());
        self.changed.notify_waiters();
        result
    }

    /// Read access without waking waiters.
    pub fn lock(&self) -> MutexGuard<'_, World> {
        // A panicking test thread may poison the lock; the data is still what we want to report.
        self.world.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn now(&self) -> SystemTime {
        self.clock.now()
    }
}

pub struct FakeDiscord {
    pub shared: Fake,
    pub base_url: String,
    server: tokio::task::JoinHandle<()>,
    /// Where the REST API is also served over TLS as `discord.com`, once asked for.
    pub tls_addr: Option<std::net::SocketAddr>,
    tls_server: Option<tokio::task::JoinHandle<()>>,
}

impl FakeDiscord {
    pub async fn start(clock: ManualClock) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("fake Discord: cannot bind 127.0.0.1");
        let addr = listener
            .local_addr()
            .expect("fake Discord: no local address");
        let base_url = format!("http://{addr}");
        let mut world = World::new();
        world.base_url = base_url.clone();
        world.clock = clock.clock();
        let shared = Arc::new(Shared {
            world: Mutex::new(world),
            changed: Notify::new(),
            clock,
        });
        let app = rest::router(shared.clone());
        let server = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("fake Discord: server stopped: {e}");
            }
        });
        FakeDiscord {
            shared,
            base_url,
            server,
            tls_addr: None,
            tls_server: None,
        }
    }

    /// Also serves the REST API over TLS as `discord.com` and returns a client for the bot
    /// that reaches it there (see `tls`).
    pub async fn serve_tls(&mut self) -> reqwest::Client {
        let addr = match self.tls_addr {
            Some(addr) => addr,
            None => {
                let (addr, task) = tls::serve(rest::router(self.shared.clone())).await;
                self.tls_addr = Some(addr);
                self.tls_server = Some(task);
                addr
            }
        };
        tls::client(addr)
    }
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
        if let Some(task) = &self.tls_server {
            task.abort();
        }
    }
}
