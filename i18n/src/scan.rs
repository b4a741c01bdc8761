//! Reading Rust sources for what the catalogue check cannot see in the catalogue itself:
//! every `t!(lang, "key", name = …)` a program writes (its key and argument names), and string
//! literals that look like English words left outside the catalogues.
//!
//! This is a lexer for string literals and comments, not a Rust parser: enough to find
//! literals, their lines and the call they sit in.

/// A string literal of a source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Literal {
    /// 1-based line of its opening quote.
    pub line: usize,
    /// Byte offset of its opening quote (or `r`/`b` prefix).
    pub start: usize,
    /// Byte offset just past its closing quote.
    pub end: usize,
    /// Its contents, escapes left as written.
    pub text: String,
}

/// One use of the `t!` macro.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Use {
    pub line: usize,
    pub key: String,
    pub args: Vec<String>,
}

/// Everything after a line `#[cfg(test)]`: a file's unit tests sit at its end by convention.
pub fn without_tests(source: &str) -> &str {
    let mut offset = 0;
    for line in source.split_inclusive('\n') {
        if line.trim() == "#[cfg(test)]" {
            return &source[..offset];
        }
        offset += line.len();
    }
    source
}

/// The string literals of `source`, comments skipped.
pub fn literals(source: &str) -> Vec<Literal> {
    lex(source).0
}

/// `source` with every comment blanked out (newlines kept), for searches that must not find
/// a macro named in a doc comment.
fn without_comments(source: &str) -> String {
    let mut bytes = source.as_bytes().to_vec();
    for (start, end) in lex(source).1 {
        for b in &mut bytes[start..end.min(source.len())] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The literals and the comments (as byte ranges) of `source`.
fn lex(source: &str) -> (Vec<Literal>, Vec<(usize, usize)>) {
    let bytes = source.as_bytes();
    let mut out = Vec::new();
    let mut comments = Vec::new();
    let mut i = 0;
    let mut line = 1;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'\n' => {
                line += 1;
                i += 1;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                let start = i;
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                comments.push((start, i));
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let start = i;
                i += 2;
                while i + 1 < bytes.len() && !(bytes[i] == b'*' && bytes[i + 1] == b'/') {
                    if bytes[i] == b'\n' {
                        line += 1;
                    }
                    i += 1;
                }
                i += 2;
                comments.push((start, i.min(bytes.len())));
            }
            b'\'' => {
                // A char literal ('a', '\n', '"') or a lifetime ('a): skip a char literal whole.
                if bytes.get(i + 1) == Some(&b'\\') {
                    let close = source[i + 2..]
                        .find('\'')
                        .map_or(bytes.len(), |k| i + 3 + k);
                    i = close;
                } else if let Some(ch) = source[i + 1..].chars().next() {
                    let after = i + 1 + ch.len_utf8();
                    i = if bytes.get(after) == Some(&b'\'') {
                        after + 1
                    } else {
                        i + 1
                    };
                } else {
                    i += 1;
                }
            }
            b'r' | b'b' if is_raw_start(bytes, i) => {
                let start = i;
                let mut j = i + 1;
                if bytes[i] == b'b' && bytes.get(j) == Some(&b'r') {
                    j += 1;
                }
                let hashes = bytes[j..].iter().take_while(|&&b| b == b'#').count();
                j += hashes;
                // bytes[j] is the opening quote.
                let body = j + 1;
                let closing = format!("\"{}", "#".repeat(hashes));
                let stop = source[body..]
                    .find(&closing)
                    .map_or(bytes.len(), |k| body + k);
                let text = &source[body..stop];
                out.push(Literal {
                    line,
                    start,
                    end: (stop + closing.len()).min(bytes.len()),
                    text: text.to_owned(),
                });
                line += text.matches('\n').count();
                i = (stop + closing.len()).min(bytes.len());
            }
            b'"' => {
                let start = if i > 0 && bytes[i - 1] == b'b' {
                    i - 1
                } else {
                    i
                };
                let first_line = line;
                let mut j = i + 1;
                while j < bytes.len() && bytes[j] != b'"' {
                    if bytes[j] == b'\\' {
                        j += 1;
                    }
                    if j < bytes.len() && bytes[j] == b'\n' {
                        line += 1;
                    }
                    j += 1;
                }
                out.push(Literal {
                    line: first_line,
                    start,
                    end: (j + 1).min(bytes.len()),
                    text: source[i + 1..j.min(bytes.len())].to_owned(),
                });
                i = j + 1;
            }
            _ if c.is_ascii_alphanumeric() || c == b'_' => {
                // Skip a whole identifier so that `br` inside `number` is no raw string.
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
            }
            _ => i += 1,
        }
    }
    (out, comments)
}

/// `r"`, `r#"`, `br"`, `b"` (a byte string is read by the `"` arm) at `i`, as the start of
/// a token.
fn is_raw_start(bytes: &[u8], i: usize) -> bool {
    if i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_') {
        return false;
    }
    let mut j = i + 1;
    if bytes[i] == b'b' {
        if bytes.get(j) != Some(&b'r') {
            return false;
        }
        j += 1;
    }
    while bytes.get(j) == Some(&b'#') {
        j += 1;
    }
    bytes.get(j) == Some(&b'"')
}

/// Every `t!(…)` of `source` with a literal key, and its argument names.
pub fn t_uses(source: &str) -> Vec<Use> {
    let source = &without_comments(source);
    let lits = literals(source);
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(k) = source[from..].find("t!(") {
        let at = from + k;
        from = at + 3;
        // `t!` itself, not `format!`/`assert!` ending in t.
        if at > 0 {
            let before = source.as_bytes()[at - 1];
            if before.is_ascii_alphanumeric() || before == b'_' {
                continue;
            }
        }
        if lits.iter().any(|l| l.start <= at && at < l.end) {
            continue;
        }
        let Some(body_end) = matching_paren(source, at + 2, &lits) else {
            continue;
        };
        let parts = split_top_level(source, at + 3, body_end, &lits);
        let Some(key) = parts.get(1).and_then(|&(s, e)| {
            let part = source[s..e].trim();
            part.strip_prefix('"')
                .and_then(|p| p.strip_suffix('"'))
                .map(str::to_owned)
        }) else {
            continue;
        };
        let args = parts
            .iter()
            .skip(2)
            .filter_map(|&(s, e)| {
                let part = source[s..e].trim();
                let (name, _) = part.split_once('=')?;
                let name = name.trim();
                (!name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
                    .then(|| name.to_owned())
            })
            .collect();
        let line = source[..at].matches('\n').count() + 1;
        out.push(Use { line, key, args });
    }
    out
}

/// The offset of the `)` closing the `(` at `open`, skipping literals.
fn matching_paren(source: &str, open: usize, lits: &[Literal]) -> Option<usize> {
    let bytes = source.as_bytes();
    let mut depth = 0usize;
    let mut i = open;
    while i < bytes.len() {
        if let Some(l) = lits.iter().find(|l| l.start == i) {
            i = l.end;
            continue;
        }
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The comma-separated parts of `source[from..to]` at nesting depth 0.
fn split_top_level(source: &str, from: usize, to: usize, lits: &[Literal]) -> Vec<(usize, usize)> {
    let bytes = source.as_bytes();
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut start = from;
    let mut i = from;
    while i < to {
        if let Some(l) = lits.iter().find(|l| l.start == i) {
            i = l.end;
            continue;
        }
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b'|' => {}
            b',' if depth == 0 => {
                parts.push((start, i));
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if source[start..to].trim().is_empty() {
        parts
    } else {
        parts.push((start, to));
        parts
    }
}

/// Whether a literal reads as English words meant for a person: two words of letters in a
/// row, one of them in lower case, and not a format spec, a path or SQL.
pub fn looks_english(text: &str) -> bool {
    const SQL: [&str; 8] = [
        "SELECT ", "INSERT ", "UPDATE ", "DELETE ", "CREATE ", "ALTER ", "PRAGMA ", "BEGIN",
    ];
    if SQL.iter().any(|k| text.trim_start().starts_with(k)) {
        return false;
    }
    // Words next to each other in the text, split on spaces.
    let mut run = 0;
    let mut lower = false;
    for chunk in text.split(' ') {
        let w = chunk.trim_matches(|c: char| ",.:;!?()\"*`'".contains(c));
        if !w.is_empty() && w.chars().all(|c| c.is_ascii_alphabetic()) {
            run += 1;
            lower |= w.len() >= 2 && w.chars().all(|c| c.is_ascii_lowercase());
            if run >= 2 && lower {
                return true;
            }
        } else {
            run = 0;
            lower = false;
        }
    }
    false
}

/// Whether the literal at `lit` sits in code that speaks to developers, not players: a log
/// line, an internal error's text, an assertion, a doc attribute. Read from the start of the
/// statement (the last `;`, `{` or `}` before it) up to the literal.
pub fn in_developer_context(source: &str, lit: &Literal) -> bool {
    const MARKERS: [&str; 29] = [
        // Faults: internal errors and the reasons a game or a picture is broken, which go to
        // the log (a broken game's reason is quoted to players as a fault report).
        "Internal(",
        "::Ai(",
        "why:",
        "corrupt(",
        "RenderError::",
        "fail(",
        // A symbol's name, for debugging a tile's drawing.
        "SymbolKind::new(",
        "tracing::",
        "warn!(",
        "info!(",
        "debug!(",
        "error!(",
        "trace!(",
        "#[error(",
        ".expect(",
        "panic!(",
        "unreachable!(",
        "assert",
        "#[description",
        "#[arg(",
        "#[command(",
        ".context(",
        "with_context(",
        "bail!(",
        "anyhow!(",
        "#[doc",
        "#[name",
        "eprintln!(",
        "println!(",
    ];
    let before = &source[..lit.start];
    let statement = before
        .rfind([';', '{', '}'])
        .map_or(before, |k| &before[k + 1..]);
    MARKERS.iter().any(|m| statement.contains(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_skip_comments_and_chars_and_keep_lines() {
        let src = "// \"not this\"\nlet a = 'x'; let b = \"one two\";\n/* \"nor\n this\" */ let c = r#\"raw \"q\" text\"#;\nlet d = '\"';";
        let lits = literals(src);
        let texts: Vec<(usize, &str)> = lits.iter().map(|l| (l.line, l.text.as_str())).collect();
        assert_eq!(texts, vec![(2, "one two"), (4, "raw \"q\" text")]);
    }

    #[test]
    fn t_uses_read_key_and_argument_names() {
        let src = "/// `t!(lang, \"doc\")`\nlet s = t!(lang, \"turn-drew\", player = name(\"x, y\"), count = n + 1);\nlet f = format!(\"a {}\", t!(self.lang, \"x\"));";
        let uses = t_uses(src);
        assert_eq!(uses.len(), 2);
        assert_eq!(uses[0].key, "turn-drew");
        assert_eq!(uses[0].args, vec!["player", "count"]);
        assert_eq!(uses[1].key, "x");
        assert_eq!(uses[1].line, 3);
    }

    #[test]
    fn english_is_told_from_keys_sql_and_formats() {
        assert!(looks_english("There is no game here"));
        assert!(looks_english("**{name}** drew a tile"));
        assert!(!looks_english("turn-drew"));
        assert!(!looks_english("SELECT a FROM b WHERE c"));
        assert!(!looks_english("{pos} {kind:?}"));
        assert!(!looks_english("cc:{game}:{turn}"));
        assert!(!looks_english("N4W1"));
    }

    #[test]
    fn developer_context_is_read_back_to_the_statement_start() {
        let src = "fn f() { tracing::warn!(\n    user = 1,\n    \"could not read\"\n); let x = \"for players\"; }";
        let lits = literals(src);
        assert!(in_developer_context(src, &lits[0]));
        assert!(!in_developer_context(src, &lits[1]));
    }
}
