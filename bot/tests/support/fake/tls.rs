//! The fake's REST API served over TLS as `discord.com`, so that the bot's HTTP client keeps
//! serenity's ratelimiter on, exactly as in production (the proxy mode other tests use turns
//! it off). The certificate and the CA that signed it are fixtures made once with `openssl`
//! (see `bot/tests/fixtures/tls/README.md`); the bot's reqwest client trusts that CA alone and
//! resolves `discord.com` to this listener. The gateway stays plain `ws://` on the fake's main
//! port, which `GET /gateway` names.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::rustls;
use tokio_rustls::TlsAcceptor;

const CA_PEM: &[u8] = include_bytes!("../../fixtures/tls/ca.pem");
const CERT_PEM: &[u8] = include_bytes!("../../fixtures/tls/discord.com.pem");
const KEY_PEM: &[u8] = include_bytes!("../../fixtures/tls/discord.com.key");

/// A TLS listener on 127.0.0.1 serving `app`; stops when the task is aborted.
pub async fn serve(app: Router) -> (SocketAddr, tokio::task::JoinHandle<()>) {
    let certs = CertificateDer::pem_slice_iter(CERT_PEM)
        .collect::<Result<Vec<_>, _>>()
        .expect("the fixture certificate for discord.com is PEM");
    let key = PrivateKeyDer::from_pem_slice(KEY_PEM).expect("the fixture key is PEM");
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("rustls supports its default versions")
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .expect("the fixture certificate and key match");
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    let acceptor = TlsAcceptor::from(Arc::new(config));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("fake Discord: cannot bind a TLS port on 127.0.0.1");
    let addr = listener.local_addr().expect("fake Discord: no TLS address");
    let task = tokio::spawn(async move {
        loop {
            let Ok((tcp, _)) = listener.accept().await else {
                // Out of descriptors, say: try again shortly rather than spin.
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
                continue;
            };
            let (acceptor, app) = (acceptor.clone(), app.clone());
            tokio::spawn(async move {
                // A handshake the client gave up on is its business, as with Discord.
                let Ok(tls) = acceptor.accept(tcp).await else {
                    return;
                };
                let service = TowerToHyperService::new(app);
                let _ = http1::Builder::new()
                    .serve_connection(TokioIo::new(tls), service)
                    .await;
            });
        }
    });
    (addr, task)
}

/// A client for the bot that reaches the fake at `addr` for `https://discord.com` and trusts
/// only the test CA.
pub fn client(addr: SocketAddr) -> reqwest::Client {
    let ca = reqwest::Certificate::from_pem(CA_PEM).expect("the fixture CA is PEM");
    reqwest::Client::builder()
        .use_rustls_tls()
        .tls_built_in_root_certs(false)
        .add_root_certificate(ca)
        .resolve("discord.com", addr)
        .build()
        .expect("a reqwest client for the fake Discord")
}
