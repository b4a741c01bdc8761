//! Discord's documented limits on messages, checked on the message a request would produce.
//! Serenity checks only content and embed length itself, so a component mistake would otherwise
//! first show up in production as a 400 from Discord.

use std::collections::HashSet;

use serde_json::Value;

use super::store::{StoredMessage, ATTACHMENT_LIMIT};

pub const MAX_CONTENT: usize = 2000;
pub const MAX_EMBEDS: usize = 10;
pub const MAX_EMBED_TEXT: usize = 6000;
pub const MAX_ROWS: usize = 5;
pub const MAX_BUTTONS_PER_ROW: usize = 5;
pub const MAX_OPTIONS: usize = 25;
pub const MAX_CUSTOM_ID: usize = 100;
pub const MAX_LABEL: usize = 80;
pub const MAX_ATTACHMENTS: usize = 10;
const IMAGE_EXTENSIONS: [&str; 5] = ["png", "jpg", "jpeg", "webp", "gif"];

fn chars(v: Option<&Value>) -> usize {
    v.and_then(Value::as_str).map_or(0, |s| s.chars().count())
}

/// Every rule `message` breaks, each as a sentence naming the limit.
pub fn check_message(message: &StoredMessage) -> Vec<String> {
    let mut problems = Vec::new();
    let content = message.content.chars().count();
    if content > MAX_CONTENT {
        problems.push(format!(
            "content is {content} characters; Discord allows {MAX_CONTENT}"
        ));
    }
    check_embeds(message, &mut problems);
    check_components(&message.components, &mut problems);
    if message.attachments.len() > MAX_ATTACHMENTS {
        problems.push(format!(
            "{} attachments; Discord allows {MAX_ATTACHMENTS} per message",
            message.attachments.len()
        ));
    }
    for a in &message.attachments {
        if a.bytes.len() > ATTACHMENT_LIMIT {
            problems.push(format!(
                "attachment {:?} is {} bytes; the upload limit is {ATTACHMENT_LIMIT} bytes (10 MiB)",
                a.filename,
                a.bytes.len()
            ));
        }
        if a.filename.is_empty() {
            problems.push("an attachment has an empty filename".into());
        }
    }
    if message.flags & (1 << 15) != 0 {
        problems.push("IS_COMPONENTS_V2 messages are not modelled by this fake".into());
    }
    problems
}

fn check_embeds(message: &StoredMessage, problems: &mut Vec<String>) {
    if message.embeds.len() > MAX_EMBEDS {
        problems.push(format!(
            "{} embeds; Discord allows {MAX_EMBEDS}",
            message.embeds.len()
        ));
    }
    let mut text = 0;
    for embed in &message.embeds {
        text += chars(embed.get("title")) + chars(embed.get("description"));
        text += chars(embed.pointer("/footer/text")) + chars(embed.pointer("/author/name"));
        for field in embed
            .get("fields")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            text += chars(field.get("name")) + chars(field.get("value"));
        }
        for slot in ["/image/url", "/thumbnail/url"] {
            let Some(url) = embed.pointer(slot).and_then(Value::as_str) else {
                continue;
            };
            let Some(name) = url.strip_prefix("attachment://") else {
                continue;
            };
            let ext = name.rsplit('.').next().unwrap_or("").to_ascii_lowercase();
            if !IMAGE_EXTENSIONS.contains(&ext.as_str()) {
                problems.push(format!(
                    "embed image {url:?}: only png, jpg, jpeg, webp and gif may be referenced with attachment://"
                ));
            }
            if !message.attachments.iter().any(|a| a.filename == name) {
                problems.push(format!(
                    "embed image {url:?} names no attachment of the message (it has: {:?})",
                    message
                        .attachments
                        .iter()
                        .map(|a| &a.filename)
                        .collect::<Vec<_>>()
                ));
            }
        }
    }
    if text > MAX_EMBED_TEXT {
        problems.push(format!(
            "embeds hold {text} characters of text; Discord allows {MAX_EMBED_TEXT} in total"
        ));
    }
}

fn check_components(rows: &[Value], problems: &mut Vec<String>) {
    if rows.len() > MAX_ROWS {
        problems.push(format!(
            "{} action rows; Discord allows {MAX_ROWS}",
            rows.len()
        ));
    }
    let mut ids = HashSet::new();
    for (r, row) in rows.iter().enumerate() {
        if row.get("type").and_then(Value::as_u64) != Some(1) {
            problems.push(format!(
                "top-level component {r} is not an action row: {row}"
            ));
            continue;
        }
        let children = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if children.is_empty() {
            problems.push(format!("action row {r} is empty"));
        }
        let buttons = children
            .iter()
            .filter(|c| c.get("type").and_then(Value::as_u64) == Some(2))
            .count();
        let selects = children.len() - buttons;
        if buttons > MAX_BUTTONS_PER_ROW {
            problems.push(format!(
                "action row {r} has {buttons} buttons; Discord allows {MAX_BUTTONS_PER_ROW}"
            ));
        }
        if selects > 0 && children.len() > 1 {
            problems.push(format!(
                "action row {r} mixes a select menu with other components; a select needs a row of its own"
            ));
        }
        for c in &children {
            check_component(r, c, &mut ids, problems);
        }
    }
}

fn check_component(row: usize, c: &Value, ids: &mut HashSet<String>, problems: &mut Vec<String>) {
    let kind = c.get("type").and_then(Value::as_u64).unwrap_or(0);
    let custom_id = c.get("custom_id").and_then(Value::as_str);
    let is_link = kind == 2 && c.get("style").and_then(Value::as_u64) == Some(5);
    match (is_link, custom_id) {
        (true, Some(id)) => problems.push(format!("link button {id:?} must not have a custom_id")),
        (true, None) if c.get("url").is_none() => {
            problems.push(format!("link button in row {row} has no url"));
        }
        (false, None) => problems.push(format!(
            "component of type {kind} in row {row} has no custom_id"
        )),
        (false, Some(id)) => {
            let len = id.chars().count();
            if len == 0 || len > MAX_CUSTOM_ID {
                problems.push(format!(
                    "custom_id {id:?} is {len} characters; Discord allows 1 to {MAX_CUSTOM_ID}"
                ));
            }
            if !ids.insert(id.to_owned()) {
                problems.push(format!("custom_id {id:?} is used twice in one message"));
            }
        }
        _ => {}
    }
    match kind {
        2 => {
            let label = chars(c.get("label"));
            if label > MAX_LABEL {
                problems.push(format!(
                    "button label is {label} characters; Discord allows {MAX_LABEL}"
                ));
            }
            if label == 0 && c.get("emoji").is_none() {
                problems.push(format!("button in row {row} has neither label nor emoji"));
            }
        }
        3 | 5 | 6 | 7 | 8 => {
            if chars(c.get("placeholder")) > 150 {
                problems.push("select placeholder is longer than 150 characters".into());
            }
            for bound in ["min_values", "max_values"] {
                if c.get(bound).and_then(Value::as_u64).unwrap_or(1) > MAX_OPTIONS as u64 {
                    problems.push(format!("select {bound} exceeds {MAX_OPTIONS}"));
                }
            }
            if kind == 3 {
                let options = c
                    .get("options")
                    .and_then(Value::as_array)
                    .cloned()
                    .unwrap_or_default();
                if options.is_empty() || options.len() > MAX_OPTIONS {
                    problems.push(format!(
                        "select {custom_id:?} has {} options; Discord allows 1 to {MAX_OPTIONS}",
                        options.len()
                    ));
                }
                let mut values = HashSet::new();
                for o in &options {
                    for field in ["label", "value", "description"] {
                        if chars(o.get(field)) > 100 {
                            problems.push(format!(
                                "select option {field} is longer than 100 characters"
                            ));
                        }
                    }
                    let value = o.get("value").and_then(Value::as_str).unwrap_or("");
                    if !values.insert(value.to_owned()) {
                        problems.push(format!("select option value {value:?} appears twice"));
                    }
                }
            }
        }
        other => problems.push(format!(
            "component type {other} in row {row} is not supported"
        )),
    }
}
