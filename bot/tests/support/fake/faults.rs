//! Discord having a bad day, on purpose: a layer on the fake's REST router that answers some
//! requests with a 429 (per route or global, with Discord's headers and body), a 500 or 502
//! before doing anything, a 502 after doing the work (the nasty case: the bot cannot tell it
//! from the other), or answers late. Which requests are hit is drawn from a seeded generator
//! (so a run can be repeated) or scripted by the test; everything injected is counted.
//!
//! A request that was answered with a fault and is sent again is a retry: it is counted, and
//! never hit again by the random plan (only by a fault the test scripted for it), so every
//! retry policy gets through in a bounded number of tries. What is
//! hit follows Discord: interaction callbacks have no rate limit (and are outside the global
//! one), and a follow-up (webhook execute) has no nonce, so a 5xx there would leave the bot no
//! safe retry; both are left out of the kinds that would make no sense for them.

use std::collections::{HashMap, HashSet, VecDeque};
use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use super::Fake;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FaultKind {
    /// 429 on the request's route bucket, with `retry-after` and the `x-ratelimit-*` headers.
    RouteLimit,
    /// 429 with `x-ratelimit-global: true`: every request of the bot must wait.
    GlobalLimit,
    /// 500 or 502 before anything was done.
    FailBefore,
    /// The request is carried out, then answered 502.
    FailAfter,
    /// The answer comes late (see [`FaultPlan::delay`]).
    Slow,
}

impl FaultKind {
    pub const ALL: [FaultKind; 5] = [
        FaultKind::RouteLimit,
        FaultKind::GlobalLimit,
        FaultKind::FailBefore,
        FaultKind::FailAfter,
        FaultKind::Slow,
    ];

    /// Whether Discord could answer a request of `class` this way.
    fn applies_to(self, class: RouteClass) -> bool {
        use RouteClass::*;
        match self {
            FaultKind::RouteLimit | FaultKind::GlobalLimit => {
                matches!(
                    class,
                    ChannelPost | ChannelMessage | WebhookMessage | Followup
                )
            }
            FaultKind::FailBefore | FaultKind::FailAfter => {
                matches!(
                    class,
                    ChannelPost | ChannelMessage | WebhookMessage | Callback
                )
            }
            FaultKind::Slow => class != Other,
        }
    }
}

/// The kinds of REST request the faults tell apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RouteClass {
    /// `POST /interactions/{id}/{token}/callback`: the first response to an interaction.
    Callback,
    /// `POST /webhooks/{app}/{token}`: a follow-up.
    Followup,
    /// `GET|PATCH|DELETE /webhooks/{app}/{token}/messages/{id}`, `@original` included.
    WebhookMessage,
    /// `POST /channels/{channel}/messages`.
    ChannelPost,
    /// `GET|PATCH|DELETE /channels/{channel}/messages/{id}`.
    ChannelMessage,
    /// Everything else (the gateway URL, commands, DM channels...): never hit, so the bot can
    /// always start.
    Other,
}

pub fn classify(method: &Method, path: &str) -> RouteClass {
    let Some(rest) = path.strip_prefix("/api/v10/") else {
        return RouteClass::Other;
    };
    let parts: Vec<&str> = rest.split('/').collect();
    match (method.as_str(), parts.as_slice()) {
        ("POST", ["interactions", _, _, "callback"]) => RouteClass::Callback,
        ("POST", ["webhooks", _, _]) => RouteClass::Followup,
        (_, ["webhooks", _, _, "messages", _]) => RouteClass::WebhookMessage,
        ("POST", ["channels", _, "messages"]) => RouteClass::ChannelPost,
        (_, ["channels", _, "messages", _]) => RouteClass::ChannelMessage,
        _ => RouteClass::Other,
    }
}

/// What a test asks for: each request that one of `kinds` applies to is hit with probability
/// `rate` by one of them (drawn among those that apply), all drawn from `seed`.
#[derive(Clone, Debug)]
pub struct FaultPlan {
    pub kinds: Vec<FaultKind>,
    pub rate: f64,
    pub seed: u64,
    /// How long a 429 asks to wait. Discord rounds its `retry-after` header up to whole
    /// seconds; the fake sends the fraction (serenity reads the header as a float) so that
    /// tests stay quick.
    pub retry_after: Duration,
    /// The range a slow answer's delay is drawn from.
    pub delay: (Duration, Duration),
}

impl FaultPlan {
    pub fn new(kinds: &[FaultKind], rate: f64, seed: u64) -> Self {
        FaultPlan {
            kinds: kinds.to_vec(),
            rate,
            seed,
            retry_after: Duration::from_millis(250),
            delay: (Duration::from_millis(200), Duration::from_millis(1_200)),
        }
    }
}

/// What was injected and what the bot did about it.
#[derive(Clone, Debug, Default)]
pub struct FaultCounts {
    pub injected: HashMap<FaultKind, u64>,
    /// Requests sent again after a fault (serenity's wait after a 429, the bot's own tries).
    pub retries: u64,
    /// Channel messages sent again with a nonce Discord already had: answered with the first.
    pub nonce_repeats: u64,
    /// First responses sent again after a 502 that came after Discord took them: answered
    /// 40060.
    pub acknowledged_twice: u64,
    /// The longest delay a slow answer was given.
    pub max_delay: Duration,
}

impl FaultCounts {
    pub fn total(&self) -> u64 {
        self.injected.values().sum()
    }

    pub fn of(&self, kind: FaultKind) -> u64 {
        self.injected.get(&kind).copied().unwrap_or(0)
    }
}

/// The fault state of the fake's world.
#[derive(Debug, Default)]
pub struct Faults {
    plan: Option<FaultPlan>,
    rng: u64,
    /// Scripted faults, first come first served: the next request of the class gets the kind
    /// (a slow one the delay given, if any).
    script: VecDeque<(RouteClass, FaultKind, Option<Duration>)>,
    /// `METHOD path` of requests answered with a fault and not yet sent again.
    pending_retry: HashSet<String>,
    /// Interaction tokens whose first response was taken and then answered 502.
    pub taken_then_failed: HashSet<String>,
    pub counts: FaultCounts,
}

impl Faults {
    /// Hits requests at random from now on, as `plan` says; replaces any earlier plan.
    pub fn start(&mut self, plan: FaultPlan) {
        // splitmix64 of the seed: nearby seeds give unrelated sequences.
        self.rng = plan.seed.wrapping_add(0x9e37_79b9_7f4a_7c15) | 1;
        self.plan = Some(plan);
    }

    /// No more faults (scripted ones included); the counts stay.
    pub fn stop(&mut self) {
        self.plan = None;
        self.script.clear();
    }

    /// The next request of `class` gets `kind`, whatever the plan says.
    pub fn script(&mut self, class: RouteClass, kind: FaultKind) {
        self.script.push_back((class, kind, None));
    }

    /// The next request of `class` is answered `delay` late.
    pub fn script_delay(&mut self, class: RouteClass, delay: Duration) {
        self.script.push_back((class, FaultKind::Slow, Some(delay)));
    }

    fn next_random(&mut self) -> u64 {
        // xorshift64*
        let mut x = self.rng;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.rng = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn unit(&mut self) -> f64 {
        (self.next_random() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Decides the fate of one request.
    fn decide(&mut self, key: &str, class: RouteClass) -> Option<Fault> {
        let retry = self.pending_retry.remove(key);
        if retry {
            self.counts.retries += 1;
        }
        let scripted = self.script.iter().position(|(c, _, _)| *c == class);
        let mut fixed_delay = None;
        let kind = match scripted {
            // What the test asked for comes first, a retry or not.
            Some(i) => {
                let (_, kind, delay) = self.script.remove(i)?;
                fixed_delay = delay;
                kind
            }
            None if retry => return None,
            None => {
                let plan = self.plan.clone()?;
                let kinds: Vec<FaultKind> = plan
                    .kinds
                    .iter()
                    .copied()
                    .filter(|k| k.applies_to(class))
                    .collect();
                if kinds.is_empty() || self.unit() >= plan.rate {
                    return None;
                }
                kinds[(self.next_random() % kinds.len() as u64) as usize]
            }
        };
        if !kind.applies_to(class) {
            return None;
        }
        *self.counts.injected.entry(kind).or_insert(0) += 1;
        let plan = self
            .plan
            .clone()
            .unwrap_or_else(|| FaultPlan::new(&[kind], 0.0, 0));
        let fault = match kind {
            FaultKind::Slow => {
                let (low, high) = plan.delay;
                let span = high.saturating_sub(low).as_millis().max(1) as u64;
                let drawn = low + Duration::from_millis(self.next_random() % span);
                let delay = fixed_delay.unwrap_or(drawn);
                self.counts.max_delay = self.counts.max_delay.max(delay);
                Fault::Delay(delay)
            }
            FaultKind::RouteLimit => Fault::Limit {
                global: false,
                retry_after: plan.retry_after,
            },
            FaultKind::GlobalLimit => Fault::Limit {
                global: true,
                retry_after: plan.retry_after,
            },
            FaultKind::FailBefore => {
                let status = if self.next_random() & 1 == 0 {
                    StatusCode::INTERNAL_SERVER_ERROR
                } else {
                    StatusCode::BAD_GATEWAY
                };
                Fault::Fail(status)
            }
            FaultKind::FailAfter => Fault::FailAfter,
        };
        if !matches!(fault, Fault::Delay(_)) {
            self.pending_retry.insert(key.to_owned());
        }
        Some(fault)
    }
}

enum Fault {
    Limit { global: bool, retry_after: Duration },
    Fail(StatusCode),
    FailAfter,
    Delay(Duration),
}

/// The middleware: see the module's comment.
pub async fn inject(State(fake): State<Fake>, req: Request, next: Next) -> Response {
    let class = classify(req.method(), req.uri().path());
    if class == RouteClass::Other {
        return next.run(req).await;
    }
    let key = format!("{} {}", req.method(), req.uri().path());
    let token = interaction_token(req.uri().path());
    let fault = fake.with(|w| w.faults.decide(&key, class));
    match fault {
        None => next.run(req).await,
        Some(Fault::Limit {
            global,
            retry_after,
        }) => too_many_requests(&key, global, retry_after),
        Some(Fault::Fail(status)) => server_error(status),
        Some(Fault::FailAfter) => {
            let response = next.run(req).await;
            if !response.status().is_success() {
                return response;
            }
            if let (RouteClass::Callback, Some(token)) = (class, token) {
                fake.with(|w| w.faults.taken_then_failed.insert(token));
            }
            server_error(StatusCode::BAD_GATEWAY)
        }
        Some(Fault::Delay(delay)) => {
            // A first response is judged by when it reached Discord: only its answer is late.
            if class == RouteClass::Callback {
                let response = next.run(req).await;
                tokio::time::sleep(delay).await;
                response
            } else {
                tokio::time::sleep(delay).await;
                next.run(req).await
            }
        }
    }
}

fn interaction_token(path: &str) -> Option<String> {
    let rest = path.strip_prefix("/api/v10/interactions/")?;
    let mut parts = rest.split('/');
    let _id = parts.next()?;
    parts.next().map(str::to_owned)
}

/// Discord's 429: the headers serenity's ratelimiter reads and the JSON body.
fn too_many_requests(key: &str, global: bool, retry_after: Duration) -> Response {
    let secs = retry_after.as_secs_f64();
    let body = json!({
        "message": "You are being rate limited.",
        "retry_after": secs,
        "global": global,
    });
    let mut response = (StatusCode::TOO_MANY_REQUESTS, Json(body)).into_response();
    let headers = response.headers_mut();
    let value = |v: String| HeaderValue::from_str(&v).unwrap_or(HeaderValue::from_static("1"));
    headers.insert("retry-after", value(format!("{secs:.3}")));
    if global {
        headers.insert("x-ratelimit-global", HeaderValue::from_static("true"));
        headers.insert("x-ratelimit-scope", HeaderValue::from_static("global"));
    } else {
        // One bucket per route, named like Discord's opaque hashes.
        let bucket = format!("{:016x}", fnv(key.rsplit_once('/').map_or(key, |(r, _)| r)));
        headers.insert("x-ratelimit-limit", HeaderValue::from_static("5"));
        headers.insert("x-ratelimit-remaining", HeaderValue::from_static("0"));
        headers.insert("x-ratelimit-reset-after", value(format!("{secs:.3}")));
        headers.insert("x-ratelimit-bucket", value(bucket));
        headers.insert("x-ratelimit-scope", HeaderValue::from_static("user"));
    }
    response
}

fn server_error(status: StatusCode) -> Response {
    // Discord's edge answers these with a plain body, not its JSON error.
    let text = match status {
        StatusCode::BAD_GATEWAY => "502 Bad Gateway",
        _ => "500: Internal Server Error",
    };
    (status, text).into_response()
}

fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
