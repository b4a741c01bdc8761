//! A small seeded mutation fuzzer for parsers of untrusted text, shared by the engine's and the
//! bot's `fuzz` tests (the bot includes this file by path).
//!
//! Inputs start from a corpus of valid texts and are mutated byte by byte, as JSON (boundary
//! numbers, swapped types, dropped and duplicated fields and elements, subtrees spliced from
//! other inputs) or replaced by random strings. Every input runs under `catch_unwind`; a
//! panicking input is written to the temp dir so it can be replayed with
//! `FUZZ_INPUT=<file> FUZZ_TARGET=<name>`.
//!
//! `FUZZ_CASES` sets the inputs per target (default 20000), `FUZZ_SEED` the seed.
#![allow(dead_code)]

use std::cell::{Cell, RefCell};
use std::collections::BTreeSet;
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::Once;

use serde_json::{Map, Number, Value};

const DEFAULT_CASES: usize = 20_000;
const DEFAULT_SEED: u64 = 0x5eed_f022_c0de_0014;
/// Distinct panic sites whose inputs are written out (the rest are only counted).
const KEPT: usize = 8;

/// splitmix64: tiny, seedable, and good enough to pick mutations.
#[derive(Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`; `n` must not be 0.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// True `percent` times in a hundred.
    pub fn percent(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// What a target made of one input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Read and used as valid.
    Accepted,
    /// Refused with an error.
    Rejected,
}

#[derive(Debug)]
pub struct Panicked {
    pub message: String,
    /// Where the input was written; `None` past the first few panic sites.
    pub file: Option<PathBuf>,
}

#[derive(Debug)]
pub struct Report {
    pub name: String,
    pub inputs: usize,
    pub accepted: usize,
    pub rejected: usize,
    pub panics: Vec<Panicked>,
}

impl Report {
    /// The line each target prints.
    pub fn line(&self) -> String {
        format!(
            "fuzz {}: {} inputs, {} accepted, {} rejected, {} panics",
            self.name,
            self.inputs,
            self.accepted,
            self.rejected,
            self.panics.len()
        )
    }

    /// Fails the test on any panic, naming the first few inputs and where they were written.
    pub fn assert_no_panics(&self) {
        if self.panics.is_empty() {
            return;
        }
        let shown: Vec<String> = self
            .panics
            .iter()
            .filter(|p| p.file.is_some())
            .map(|p| {
                let file = p
                    .file
                    .as_ref()
                    .map_or(String::new(), |f| f.display().to_string());
                let first = p.message.lines().next().unwrap_or_default();
                format!("  {file} (its backtrace beside it, in .log)\n    {first}")
            })
            .collect();
        panic!(
            "{}\nfirst panicking inputs (one file per panic site; replay one with FUZZ_INPUT=<file> FUZZ_TARGET={}):\n{}",
            self.line(),
            self.name,
            shown.join("\n")
        );
    }

    /// Fails unless at least `accepted` and `rejected` (fractions of the inputs) of each
    /// kind were seen: a fuzzer whose inputs all fail to parse only tests the tokenizer.
    pub fn assert_depth(&self, accepted: f64, rejected: f64) {
        let n = self.inputs.max(1) as f64;
        assert!(
            self.accepted as f64 / n >= accepted,
            "{}: fewer than {:.0}% of the inputs were accepted",
            self.line(),
            accepted * 100.0
        );
        assert!(
            self.rejected as f64 / n >= rejected,
            "{}: fewer than {:.0}% of the inputs were rejected",
            self.line(),
            rejected * 100.0
        );
    }
}

pub fn cases() -> usize {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|v| v.trim().replace('_', "").parse().ok())
        .unwrap_or(DEFAULT_CASES)
}

pub fn seed() -> u64 {
    std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(DEFAULT_SEED)
}

thread_local! {
    /// Set while this thread runs fuzz inputs: panics are recorded here, not printed.
    static CAPTURING: Cell<bool> = const { Cell::new(false) };
    static CAUGHT: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Backtraces are costly: only the first panics of a run get one.
    static BACKTRACES_LEFT: Cell<usize> = const { Cell::new(0) };
}

/// Installs, once per process, a panic hook that records the panics of fuzzing threads and
/// leaves every other thread's panics to the default hook (tests run side by side).
fn install_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !CAPTURING.with(Cell::get) {
                default(info);
                return;
            }
            let payload = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "(no message)".to_owned());
            let at = info
                .location()
                .map_or_else(String::new, |l| format!("{}:{}", l.file(), l.line()));
            let mut text = format!("panicked at {at}: {payload}");
            let left = BACKTRACES_LEFT.with(Cell::get);
            if left > 0 {
                BACKTRACES_LEFT.with(|b| b.set(left - 1));
                text.push_str(&format!("\n{}", std::backtrace::Backtrace::force_capture()));
            }
            CAUGHT.with(|c| *c.borrow_mut() = Some(text));
        }));
    });
}

/// Runs `f` on `input`; `Err` with the panic's message if it panicked.
pub fn run_one<F: Fn(&str) -> Verdict>(f: &F, input: &str) -> Result<Verdict, String> {
    install_hook();
    CAPTURING.with(|c| c.set(true));
    let out = panic::catch_unwind(AssertUnwindSafe(|| f(input)));
    CAPTURING.with(|c| c.set(false));
    out.map_err(|_| {
        CAUGHT
            .with(|c| c.borrow_mut().take())
            .unwrap_or_else(|| "(panic not captured)".to_owned())
    })
}

fn hash(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The panic site of a recorded message (its first line), for grouping.
fn site(message: &str) -> String {
    let line = message.lines().next().unwrap_or_default();
    line.split(": ").next().unwrap_or(line).to_owned()
}

/// Fuzzes `target` with `cases()` inputs derived from `corpus` and prints the report line.
/// With `FUZZ_INPUT` set (and `FUZZ_TARGET` unset or naming this target) it runs that one
/// file instead, without catching its panic, so the backtrace shows.
pub fn fuzz<F: Fn(&str) -> Verdict>(name: &str, corpus: &[String], target: F) -> Report {
    if let Ok(file) = std::env::var("FUZZ_INPUT") {
        let wanted = std::env::var("FUZZ_TARGET").map_or(true, |t| t == name);
        if wanted {
            let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
            let input = String::from_utf8_lossy(&bytes);
            let verdict = target(&input);
            println!("fuzz {name}: {file} gives {verdict:?}");
            return Report {
                name: name.to_owned(),
                inputs: 1,
                accepted: usize::from(verdict == Verdict::Accepted),
                rejected: usize::from(verdict == Verdict::Rejected),
                panics: Vec::new(),
            };
        }
    }
    let report = fuzz_with(name, corpus, cases(), seed() ^ hash(name), target);
    println!("{}", report.line());
    report
}

/// [`fuzz`] with an explicit count and seed (and no printing), for the harness's own tests.
pub fn fuzz_with<F: Fn(&str) -> Verdict>(
    name: &str,
    corpus: &[String],
    cases: usize,
    seed: u64,
    target: F,
) -> Report {
    let mutator = Mutator::new(corpus);
    let mut rng = Rng::new(seed);
    let mut report = Report {
        name: name.to_owned(),
        inputs: 0,
        accepted: 0,
        rejected: 0,
        panics: Vec::new(),
    };
    let mut sites = BTreeSet::new();
    let dir = std::env::temp_dir().join("carcassonne-fuzz").join(name);
    // Files left by an earlier run would read as this run's findings.
    let _ = std::fs::remove_dir_all(&dir);
    BACKTRACES_LEFT.with(|b| b.set(KEPT));
    for case in 0..cases {
        let input = mutator.input(&mut rng, case);
        report.inputs += 1;
        let outcome = run_one(&target, &input);
        // A refused corpus item means the corpus or the target is wrong, not the input.
        assert!(
            case >= corpus.len() || matches!(outcome, Ok(Verdict::Accepted)),
            "fuzz {name}: corpus item {case} is not accepted ({outcome:?}): {input}"
        );
        match outcome {
            Ok(Verdict::Accepted) => report.accepted += 1,
            Ok(Verdict::Rejected) => report.rejected += 1,
            Err(message) => {
                let file = if sites.len() < KEPT && sites.insert(site(&message)) {
                    let _ = std::fs::create_dir_all(&dir);
                    let file = dir.join(format!("panic-{}.txt", sites.len()));
                    let _ = std::fs::write(&file, &input);
                    let _ = std::fs::write(file.with_extension("log"), &message);
                    Some(file)
                } else {
                    None
                };
                report.panics.push(Panicked { message, file });
            }
        }
    }
    report
}

/// Numbers that break careless arithmetic and indexing.
const BOUNDARIES: [&str; 22] = [
    "0",
    "1",
    "-1",
    "2",
    "3",
    "4",
    "7",
    "8",
    "9",
    "255",
    "256",
    "65535",
    "65536",
    "2147483647",
    "-2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "18446744073709551615",
    "1e300",
];

/// Makes inputs from a corpus.
pub struct Mutator {
    texts: Vec<String>,
    /// Each corpus text read as JSON, where it is JSON.
    docs: Vec<Option<Value>>,
    /// Strings and object keys found in the corpus, for swapping in.
    words: Vec<String>,
    /// Numbers found in the corpus.
    numbers: Vec<Number>,
}

impl Mutator {
    pub fn new(corpus: &[String]) -> Mutator {
        assert!(!corpus.is_empty(), "a fuzz target needs a corpus");
        let docs: Vec<Option<Value>> = corpus
            .iter()
            .map(|t| serde_json::from_str(t).ok())
            .collect();
        let mut words = BTreeSet::new();
        let mut numbers = BTreeSet::new();
        for doc in docs.iter().flatten() {
            collect(doc, &mut words, &mut numbers);
        }
        // Tokens of non-JSON inputs (custom ids) are worth swapping too.
        for t in corpus {
            for w in t.split([':', '.', '_', ',', ' ']) {
                if !w.is_empty() && w.len() < 40 {
                    words.insert(w.to_owned());
                }
            }
        }
        let mut numbers: Vec<Number> = numbers
            .into_iter()
            .filter_map(|s| serde_json::from_str(&s).ok())
            .collect();
        numbers.truncate(200);
        Mutator {
            texts: corpus.to_vec(),
            docs,
            words: words.into_iter().take(2000).collect(),
            numbers,
        }
    }

    /// The `case`-th input.
    pub fn input(&self, rng: &mut Rng, case: usize) -> String {
        // Every corpus item once, unchanged, first: they must be accepted.
        if case < self.texts.len() {
            return self.texts[case].clone();
        }
        match rng.below(100) {
            0..=3 => random_text(rng),
            4..=5 => rng.pick(&self.texts).clone(),
            _ => {
                let i = rng.below(self.texts.len());
                let mut text = self.texts[i].clone();
                let mut doc = self.docs[i].clone();
                let rounds = 1 + rng.below(4) * rng.below(3);
                for _ in 0..rounds {
                    match (rng.below(100), doc.as_mut()) {
                        (0..=64, Some(v)) => self.mutate_json(rng, v),
                        (65..=74, _) => {
                            text = doc.take().map_or(text, |v| v.to_string());
                            text = self.splice(rng, &text);
                        }
                        _ => {
                            text = doc.take().map_or(text, |v| v.to_string());
                            text = self.mutate_bytes(rng, &text);
                        }
                    }
                }
                doc.map_or(text, |v| v.to_string())
            }
        }
    }

    fn mutate_bytes(&self, rng: &mut Rng, text: &str) -> String {
        let mut b = text.as_bytes().to_vec();
        let len = b.len();
        let at = |rng: &mut Rng| rng.below(len + 1);
        match rng.below(10) {
            0 if len > 0 => {
                let i = rng.below(len);
                b[i] ^= 1 << rng.below(8);
            }
            1 if len > 0 => {
                let i = rng.below(len);
                b[i] = rng.next_u64() as u8;
            }
            2 => {
                let i = at(rng);
                let word = rng.pick(&self.words).clone();
                let piece = if rng.percent(50) {
                    format!("\"{word}\"")
                } else {
                    word
                };
                b.splice(i..i, piece.into_bytes());
            }
            3 if len > 0 => {
                let i = rng.below(len);
                let n = 1 + rng.below((len - i).min(64));
                b.drain(i..i + n);
            }
            4 if len > 0 => {
                let i = rng.below(len);
                let n = 1 + rng.below((len - i).min(64));
                let copy = b[i..i + n].to_vec();
                let j = at(rng);
                b.splice(j..j, copy);
            }
            5 => b.truncate(at(rng)),
            6 => {
                let i = at(rng);
                let piece = rng.pick(&BOUNDARIES).as_bytes().to_vec();
                b.splice(i..i, piece);
            }
            7 => {
                let i = at(rng);
                let piece = random_text(rng).into_bytes();
                b.splice(i..i, piece);
            }
            8 => {
                // A structural character where a value was.
                let i = at(rng);
                let c = *rng.pick(b"{}[]:,\"\\-.0eE");
                b.insert(i, c);
            }
            _ => {
                // Replace a run of digits with a boundary number.
                if let Some(i) = (0..8)
                    .map(|_| rng.below(len.max(1)))
                    .find(|&i| b.get(i).is_some_and(u8::is_ascii_digit))
                {
                    let mut s = i;
                    while s > 0 && (b[s - 1].is_ascii_digit() || b[s - 1] == b'-') {
                        s -= 1;
                    }
                    let mut e = i;
                    while e < len && b[e].is_ascii_digit() {
                        e += 1;
                    }
                    b.splice(s..e, rng.pick(&BOUNDARIES).bytes());
                }
            }
        }
        String::from_utf8_lossy(&b).into_owned()
    }

    fn splice(&self, rng: &mut Rng, text: &str) -> String {
        let other = rng.pick(&self.texts);
        let cut = |s: &str, rng: &mut Rng| {
            let mut i = rng.below(s.len() + 1);
            while !s.is_char_boundary(i) {
                i -= 1;
            }
            i
        };
        let (a, b) = (cut(text, rng), cut(other, rng));
        format!("{}{}", &text[..a], &other[b..])
    }

    fn mutate_json(&self, rng: &mut Rng, doc: &mut Value) {
        let k = rng.below(size(doc));
        let choice = rng.below(10);
        let donor = if choice == 5 {
            self.donor(rng)
        } else {
            Value::Null
        };
        let node = nth_mut(doc, k);
        match choice {
            0..=4 => self.mutate_node(rng, node),
            5 => *node = donor,
            6 => *node = scalar(rng, &self.words),
            7 => {
                // The same shape, one level deeper or shallower.
                *node = match std::mem::take(node) {
                    Value::Array(mut a) if !a.is_empty() => a.swap_remove(0),
                    other => Value::Array(vec![other]),
                };
            }
            _ => self.mutate_node(rng, node),
        }
    }

    /// A subtree of a random corpus document.
    fn donor(&self, rng: &mut Rng) -> Value {
        match rng.pick(&self.docs) {
            Some(doc) => {
                let k = rng.below(size(doc));
                nth(doc, k).clone()
            }
            None => Value::String(rng.pick(&self.texts).clone()),
        }
    }

    fn mutate_node(&self, rng: &mut Rng, node: &mut Value) {
        match node {
            Value::Number(n) => {
                *node = match rng.below(6) {
                    0 | 1 => boundary(rng),
                    2 => {
                        let delta = rng.below(5) as i64 - 2;
                        match (n.as_i64(), n.as_u64()) {
                            (Some(i), _) => Value::from(i.saturating_add(delta)),
                            (_, Some(u)) => Value::from(u.saturating_add_signed(delta)),
                            _ => Value::from(0),
                        }
                    }
                    3 if !self.numbers.is_empty() => Value::Number(rng.pick(&self.numbers).clone()),
                    4 => Value::String(n.to_string()),
                    _ => Value::from(n.as_f64().unwrap_or(0.0) + 0.5),
                }
            }
            Value::String(s) => {
                // Text that is JSON itself (a logged move, a checkpoint) is mutated as JSON
                // or byte by byte, as a corrupted row would be.
                if rng.percent(70) {
                    if let Some(mut inner) = nested(s) {
                        self.mutate_json(rng, &mut inner);
                        *s = inner.to_string();
                        return;
                    }
                }
                if s.len() > 8 && rng.percent(20) {
                    *s = self.mutate_bytes(rng, s);
                    return;
                }
                *node = match rng.below(6) {
                    0..=2 => Value::String(rng.pick(&self.words).clone()),
                    3 => Value::String(String::new()),
                    4 => {
                        let mut t = s.clone();
                        let i = rng.below(t.len() + 1);
                        if t.is_char_boundary(i) {
                            t.insert_str(i, &random_text(rng));
                        }
                        Value::String(t)
                    }
                    _ => boundary(rng),
                }
            }
            Value::Bool(b) => *b = !*b,
            Value::Null => *node = scalar(rng, &self.words),
            Value::Array(a) => {
                let len = a.len();
                match rng.below(7) {
                    0 if len > 0 => {
                        a.remove(rng.below(len));
                    }
                    1 if len > 0 => {
                        let i = rng.below(len);
                        let copy = a[i].clone();
                        a.insert(rng.below(len + 1), copy);
                    }
                    2 if len > 1 => a.swap(rng.below(len), rng.below(len)),
                    3 => a.truncate(rng.below(len + 1)),
                    4 => a.reverse(),
                    5 => {
                        let extra = self.donor(rng);
                        a.insert(rng.below(len + 1), extra);
                    }
                    _ => a.clear(),
                }
            }
            Value::Object(o) => {
                let keys: Vec<String> = o.keys().cloned().collect();
                match rng.below(6) {
                    0..=1 if !keys.is_empty() => {
                        o.remove(rng.pick(&keys));
                    }
                    2 if !keys.is_empty() => {
                        // Renamed: an unknown field, or one that now appears twice in spirit.
                        let from = rng.pick(&keys).clone();
                        if let Some(v) = o.remove(&from) {
                            o.insert(rng.pick(&self.words).clone(), v);
                        }
                    }
                    3 => {
                        let v = scalar(rng, &self.words);
                        o.insert(rng.pick(&self.words).clone(), v);
                    }
                    4 if keys.len() > 1 => {
                        let (a, b) = (rng.pick(&keys).clone(), rng.pick(&keys).clone());
                        let va = o.get(&a).cloned().unwrap_or_default();
                        let vb = o.get(&b).cloned().unwrap_or_default();
                        o.insert(a, vb);
                        o.insert(b, va);
                    }
                    _ => *o = Map::new(),
                }
            }
        }
    }
}

/// The JSON document a string holds, if it holds an object or an array.
fn nested(s: &str) -> Option<Value> {
    if s.starts_with('{') || s.starts_with('[') {
        serde_json::from_str(s).ok()
    } else {
        None
    }
}

fn boundary(rng: &mut Rng) -> Value {
    let text = BOUNDARIES[rng.below(BOUNDARIES.len())];
    serde_json::from_str(text).unwrap_or(Value::Null)
}

fn scalar(rng: &mut Rng, words: &[String]) -> Value {
    match rng.below(7) {
        0 => Value::Null,
        1 => Value::Bool(rng.percent(50)),
        2 => boundary(rng),
        3 if !words.is_empty() => Value::String(rng.pick(words).clone()),
        4 => Value::Array(Vec::new()),
        5 => Value::Object(Map::new()),
        _ => Value::from(rng.below(10)),
    }
}

/// Random text: short or long, ASCII, JSON punctuation or any Unicode.
pub fn random_text(rng: &mut Rng) -> String {
    let len = if rng.percent(80) {
        rng.below(24)
    } else {
        rng.below(300)
    };
    let alphabet = rng.below(4);
    (0..len)
        .map(|_| match alphabet {
            0 => (0x20 + rng.below(0x5f) as u8) as char,
            1 => *rng.pick(&[
                '{', '}', '[', ']', ':', ',', '"', '0', '1', '9', '-', '.', 'e', 'a', 't', 'n',
            ]),
            2 => *rng.pick(&[
                'c', 'p', 't', 'd', 's', 'f', 'w', 'm', 'g', 'n', 'x', '0', '1', '2', '3', '-',
                '_', '.', ':',
            ]),
            _ => char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('\u{fffd}'),
        })
        .collect()
}

fn collect(v: &Value, words: &mut BTreeSet<String>, numbers: &mut BTreeSet<String>) {
    match v {
        Value::String(s) if s.len() < 40 => {
            words.insert(s.clone());
        }
        Value::Number(n) => {
            numbers.insert(n.to_string());
        }
        Value::Array(a) => a.iter().for_each(|x| collect(x, words, numbers)),
        Value::Object(o) => {
            for (k, x) in o {
                words.insert(k.clone());
                collect(x, words, numbers);
            }
        }
        _ => {}
    }
}

/// Nodes in the tree, the root included.
fn size(v: &Value) -> usize {
    1 + match v {
        Value::Array(a) => a.iter().map(size).sum(),
        Value::Object(o) => o.values().map(size).sum(),
        _ => 0,
    }
}

fn children_mut(v: &mut Value) -> Vec<&mut Value> {
    match v {
        Value::Array(a) => a.iter_mut().collect(),
        Value::Object(o) => o.values_mut().collect(),
        _ => Vec::new(),
    }
}

/// The `k`-th node in pre-order (`k < size(v)`).
fn nth_mut(v: &mut Value, mut k: usize) -> &mut Value {
    if k == 0 {
        return v;
    }
    k -= 1;
    for child in children_mut(v) {
        let s = size(child);
        if k < s {
            return nth_mut(child, k);
        }
        k -= s;
    }
    unreachable!("node index within the tree")
}

fn nth(v: &Value, mut k: usize) -> &Value {
    if k == 0 {
        return v;
    }
    k -= 1;
    let children: Vec<&Value> = match v {
        Value::Array(a) => a.iter().collect(),
        Value::Object(o) => o.values().collect(),
        _ => Vec::new(),
    };
    for child in children {
        let s = size(child);
        if k < s {
            return nth(child, k);
        }
        k -= s;
    }
    unreachable!("node index within the tree")
}

/// The harness itself: it must see a panic, keep the input, and fail the report.
pub fn self_test() {
    let corpus = vec![
        r#"{"a":[1,2,3],"b":"x"}"#.to_owned(),
        "cc:1:0:join".to_owned(),
    ];
    let report = fuzz_with("harness-self-test", &corpus, 3000, 7, |s| {
        // A deliberate bug: a digit 9 anywhere in the input.
        if s.contains('9') {
            panic!("found a nine");
        }
        if s.starts_with('{') || s.starts_with("cc:") {
            Verdict::Accepted
        } else {
            Verdict::Rejected
        }
    });
    assert!(!report.panics.is_empty(), "the harness missed a panic");
    assert!(report.accepted > 0 && report.rejected > 0);
    assert_eq!(
        report.accepted + report.rejected + report.panics.len(),
        report.inputs
    );
    let kept = report.panics[0]
        .file
        .as_ref()
        .expect("the first panic is kept");
    let input = std::fs::read_to_string(kept).expect("the input was written");
    assert!(input.contains('9'), "the kept input is the panicking one");
    assert!(report.panics[0].message.contains("found a nine"));
    let failed = run_one(
        &|_: &str| {
            report.assert_no_panics();
            Verdict::Accepted
        },
        "",
    );
    assert!(failed.is_err(), "a report with panics must fail the test");
    // The same seed gives the same inputs, so a failure is reproducible.
    let mut a = Rng::new(3);
    let mut b = Rng::new(3);
    let m = Mutator::new(&corpus);
    for case in 0..200 {
        assert_eq!(m.input(&mut a, case), m.input(&mut b, case));
    }
}
