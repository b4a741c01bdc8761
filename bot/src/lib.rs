//! The Carcassonne Discord bot as a library, so that tests start exactly the code that runs in
//! production.

pub mod clock;
pub mod discord;
pub mod expansions;
pub mod i18n;
pub mod limits;
pub mod locales_check;
pub mod ratings;
pub mod service;
pub mod steps;
pub mod store;
pub mod web;
