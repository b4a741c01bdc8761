//! A tiny HTTP/1.1 client for tests, on a plain TCP socket: enough to call the fake Discord,
//! the bot's web API, chromedriver and test servers on 127.0.0.1, and nothing more.
//!
//! Every request is sent with `Connection: close` and a `Content-Length` body. The answer is read
//! until it is complete (`Content-Length`, `Transfer-Encoding: chunked`, or the server closing
//! the connection), so that neither a keep-alive server nor a chunked answer can hang a test.
//! Plain `http://` only: nothing here needs TLS.
//!
//! ```ignore
//! let r = http::post_form(&format!("{base}/api/v10/oauth2/token"), &[], &[("code", &code)]).await;
//! assert_eq!(r.status, 200, "{}", r.text());
//! let token = r.json()["access_token"].as_str().unwrap().to_owned();
//! let me = http::get(&url, &[("Authorization", &format!("Bearer {token}"))]).await;
//! ```

use std::io::{Read, Write};
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// How long one request may take, connection to last byte, before it fails.
pub const TIMEOUT: Duration = Duration::from_secs(60);

/// An answer: status, headers in the order they came, and the body (de-chunked).
#[derive(Clone, Debug)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Response {
    /// The first header named `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The body as text (lossy, so that a binary body still shows in a failure message).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// The body as JSON; panics with the body when it is not.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!(
                "HTTP {} answer is not JSON ({e}): {}",
                self.status,
                self.text()
            )
        })
    }
}

/// `http://host:port/path?query` split into what the request line and Host header need.
struct Target {
    /// `host:port`, for connecting and for the Host header.
    authority: String,
    /// `/path?query`.
    path: String,
}

fn target(url: &str) -> Result<Target, String> {
    let rest = url
        .strip_prefix("http://")
        .ok_or_else(|| format!("{url:?}: only plain http:// URLs are supported"))?;
    let (authority, path) = match rest.find(['/', '?']) {
        Some(i) if rest[i..].starts_with('?') => (&rest[..i], format!("/{}", &rest[i..])),
        Some(i) => (&rest[..i], rest[i..].to_owned()),
        None => (rest, "/".to_owned()),
    };
    if authority.is_empty() {
        return Err(format!("{url:?} has no host"));
    }
    let authority = if authority.contains(':') && !authority.ends_with(']') {
        authority.to_owned()
    } else {
        format!("{authority}:80")
    };
    // A fragment is never sent.
    let path = path.split('#').next().unwrap_or("/").to_owned();
    Ok(Target { authority, path })
}

fn request_bytes(method: &str, t: &Target, headers: &[(&str, &str)], body: &[u8]) -> Vec<u8> {
    // A Host the caller gives replaces the address's (a test of a server checking it).
    let host = headers
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case("host"))
        .map_or(t.authority.as_str(), |(_, value)| value);
    let mut head = format!(
        "{method} {} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n",
        t.path
    );
    // A body-less GET or HEAD carries no length; everything else always does, even 0, as some
    // servers (chromedriver among them) refuse a POST without one.
    if !body.is_empty() || !matches!(method, "GET" | "HEAD") {
        head.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    for (name, value) in headers
        .iter()
        .filter(|(n, _)| !n.eq_ignore_ascii_case("host"))
    {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    let mut bytes = head.into_bytes();
    bytes.extend_from_slice(body);
    bytes
}

/// Parses `buf` as a complete answer; `Ok(None)` while more bytes are needed. `eof` says the
/// server closed the connection, which completes a body without a length.
fn parse_response(buf: &[u8], eof: bool, head_only: bool) -> Result<Option<Response>, String> {
    let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") else {
        return if eof {
            Err(format!(
                "connection closed before a complete answer: {:?}",
                String::from_utf8_lossy(buf)
            ))
        } else {
            Ok(None)
        };
    };
    let head = std::str::from_utf8(&buf[..end]).map_err(|_| "answer head is not UTF-8")?;
    let mut lines = head.split("\r\n");
    let status_line = lines.next().unwrap_or("");
    let status: u16 = status_line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("bad status line {status_line:?}"))?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let rest = &buf[end + 4..];
    // An interim answer (100 Continue) precedes the real one.
    if (100..200).contains(&status) && status != 101 {
        return parse_response(rest, eof, head_only);
    }
    let header = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    let no_body = head_only || status == 204 || status == 304;
    let body = if no_body {
        Some(Vec::new())
    } else if header("transfer-encoding")
        .is_some_and(|v| v.to_ascii_lowercase().contains("chunked"))
    {
        dechunk(rest)?
    } else if let Some(len) = header("content-length") {
        let len: usize = len
            .parse()
            .map_err(|_| format!("bad Content-Length {len:?}"))?;
        match rest.len() {
            n if n >= len => Some(rest[..len].to_vec()),
            n if eof => {
                return Err(format!(
                    "connection closed after {n} of {len} body bytes (status {status})"
                ))
            }
            _ => None,
        }
    } else if eof {
        Some(rest.to_vec())
    } else {
        None
    };
    match body {
        Some(body) => Ok(Some(Response {
            status,
            headers,
            body,
        })),
        None if eof => Err(format!(
            "connection closed in the middle of a chunked body (status {status})"
        )),
        None => Ok(None),
    }
}

/// Decodes a chunked body; `Ok(None)` until its last chunk has arrived.
fn dechunk(mut rest: &[u8]) -> Result<Option<Vec<u8>>, String> {
    let mut body = Vec::new();
    loop {
        let Some(eol) = rest.windows(2).position(|w| w == b"\r\n") else {
            return Ok(None);
        };
        let size_text = std::str::from_utf8(&rest[..eol]).map_err(|_| "bad chunk size")?;
        let size_text = size_text.split(';').next().unwrap_or("").trim();
        let size = usize::from_str_radix(size_text, 16)
            .map_err(|_| format!("bad chunk size {size_text:?}"))?;
        rest = &rest[eol + 2..];
        if size == 0 {
            // Trailers, if any, end with an empty line; the body itself is complete.
            return Ok(Some(body));
        }
        if rest.len() < size + 2 {
            return Ok(None);
        }
        body.extend_from_slice(&rest[..size]);
        rest = &rest[size + 2..];
    }
}

/// Sends one request and reads its answer; `Err` says what went wrong on the wire.
pub async fn send(
    method: &str,
    url: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Result<Response, String> {
    let t = target(url)?;
    let request = request_bytes(method, &t, headers, body);
    let exchange = async {
        let mut stream = tokio::net::TcpStream::connect(&t.authority)
            .await
            .map_err(|e| format!("cannot connect to {}: {e}", t.authority))?;
        stream
            .write_all(&request)
            .await
            .map_err(|e| format!("cannot send the request: {e}"))?;
        let mut buf = Vec::new();
        let mut chunk = [0u8; 16 * 1024];
        loop {
            let n = stream
                .read(&mut chunk)
                .await
                .map_err(|e| format!("cannot read the answer: {e}"))?;
            buf.extend_from_slice(&chunk[..n]);
            if let Some(r) = parse_response(&buf, n == 0, method == "HEAD")? {
                return Ok(r);
            }
        }
    };
    tokio::time::timeout(TIMEOUT, exchange)
        .await
        .map_err(|_| format!("no complete answer within {TIMEOUT:?}"))?
        .map_err(|e: String| format!("{method} {url}: {e}"))
}

/// [`send`] on a plain blocking socket, for places that cannot await (a `Drop`).
pub fn send_blocking(
    method: &str,
    url: &str,
    headers: &[(&str, &str)],
    body: &[u8],
    timeout: Duration,
) -> Result<Response, String> {
    let t = target(url)?;
    let request = request_bytes(method, &t, headers, body);
    let deadline = Instant::now() + timeout;
    let fail = |e: String| format!("{method} {url}: {e}");
    let addr = std::net::ToSocketAddrs::to_socket_addrs(&t.authority)
        .map_err(|e| fail(format!("bad address: {e}")))?
        .next()
        .ok_or_else(|| fail("no address".into()))?;
    let mut stream = std::net::TcpStream::connect_timeout(&addr, timeout)
        .map_err(|e| fail(format!("cannot connect: {e}")))?;
    stream
        .write_all(&request)
        .map_err(|e| fail(format!("cannot send: {e}")))?;
    let mut buf = Vec::new();
    let mut chunk = [0u8; 16 * 1024];
    loop {
        let left = deadline
            .checked_duration_since(Instant::now())
            .filter(|d| !d.is_zero())
            .ok_or_else(|| fail(format!("no complete answer within {timeout:?}")))?;
        stream
            .set_read_timeout(Some(left))
            .map_err(|e| fail(e.to_string()))?;
        let n = stream
            .read(&mut chunk)
            .map_err(|e| fail(format!("cannot read the answer: {e}")))?;
        buf.extend_from_slice(&chunk[..n]);
        if let Some(r) = parse_response(&buf, n == 0, method == "HEAD").map_err(fail)? {
            return Ok(r);
        }
    }
}

/// `GET url`; panics if the server cannot be reached (any status is returned).
pub async fn get(url: &str, headers: &[(&str, &str)]) -> Response {
    send("GET", url, headers, &[])
        .await
        .unwrap_or_else(|e| panic!("{e}"))
}

/// `POST url` with a raw body; panics if the server cannot be reached.
pub async fn post(url: &str, headers: &[(&str, &str)], body: &[u8]) -> Response {
    send("POST", url, headers, body)
        .await
        .unwrap_or_else(|e| panic!("{e}"))
}

/// `POST url` with `fields` form-encoded, as OAuth2 token endpoints want them.
pub async fn post_form(url: &str, headers: &[(&str, &str)], fields: &[(&str, &str)]) -> Response {
    let mut all = vec![("Content-Type", "application/x-www-form-urlencoded")];
    all.extend_from_slice(headers);
    post(url, &all, form_encode(fields).as_bytes()).await
}

/// `POST url` with a JSON body.
pub async fn post_json(url: &str, headers: &[(&str, &str)], json: &Value) -> Response {
    let mut all = vec![("Content-Type", "application/json")];
    all.extend_from_slice(headers);
    post(url, &all, json.to_string().as_bytes()).await
}

/// Percent-encodes everything but RFC 3986's unreserved characters: safe in a query value,
/// a form field and a path segment alike.
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes `%XX` escapes, and `+` as a space (form encoding); a malformed escape stays as it is.
pub fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `application/x-www-form-urlencoded` (also a query string).
pub fn form_encode(fields: &[(&str, &str)]) -> String {
    fields
        .iter()
        .map(|(k, v)| format!("{}={}", percent_encode(k), percent_encode(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// The fields of a form body or query string, in order.
pub fn form_decode(body: &str) -> Vec<(String, String)> {
    body.split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (percent_decode(k), percent_decode(v))
        })
        .collect()
}

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard base64 with padding (HTTP Basic credentials).
pub fn base64_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(BASE64[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Decodes standard base64 (padding and whitespace allowed), as WebDriver's screenshots and
/// HTTP Basic credentials come; `None` on any other character.
pub fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' => break,
            b' ' | b'\n' | b'\r' | b'\t' => continue,
            _ => return None,
        };
        acc = acc << 6 | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}
