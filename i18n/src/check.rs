//! Proof that a catalogue is complete: every English message exists in every language, and
//! every one formats with the arguments the English message takes, with no error.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use crate::catalogue::{Args, Catalogue, Source};
use crate::lang::Lang;

/// One thing wrong with a catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub lang: Lang,
    pub key: String,
    pub what: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}: {}", self.lang, self.key, self.what)
    }
}

/// What [`Catalogue::check`] found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// English messages, the ones every language must have.
    pub messages: usize,
    /// Per language: how many messages formatted cleanly with every set of sample arguments.
    pub formatted: Vec<(Lang, usize)>,
    pub problems: Vec<Problem>,
}

impl Report {
    pub fn is_clean(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Sample values a message is formatted with: numbers that reach each plural form of the five
/// languages (Polish has one, few, many), then text, so a selector on a text also resolves.
const NUMBERS: [f64; 5] = [0.0, 1.0, 2.0, 5.0, 22.0];

impl Catalogue {
    pub fn check(&self) -> Report {
        let variables = self.variables();
        let mut report = Report {
            messages: variables.len(),
            ..Report::default()
        };
        for lang in Lang::ALL {
            let ids: BTreeSet<String> = self
                .ids(lang)
                .into_iter()
                .filter(|id| !id.starts_with('-'))
                .collect();
            for extra in ids.iter().filter(|id| !variables.contains_key(*id)) {
                report.problems.push(Problem {
                    lang,
                    key: extra.clone(),
                    what: "not in the English catalogue".into(),
                });
            }
            let mut formatted = 0;
            for (key, vars) in &variables {
                if !self.has(lang, key) {
                    report.problems.push(Problem {
                        lang,
                        key: key.clone(),
                        what: "missing".into(),
                    });
                    continue;
                }
                let mut samples: Vec<Args> = NUMBERS
                    .iter()
                    .map(|&n| vars.iter().fold(Args::new(), |a, v| a.with(v.clone(), n)))
                    .collect();
                samples.push(
                    vars.iter()
                        .fold(Args::new(), |a, v| a.with(v.clone(), "Ł ż ñ ç ß é")),
                );
                let mut ok = true;
                for args in &samples {
                    match self.format_checked(lang, key, args) {
                        Ok(text) if text.trim().is_empty() => {
                            ok = false;
                            report.problems.push(Problem {
                                lang,
                                key: key.clone(),
                                what: "formats to nothing".into(),
                            });
                            break;
                        }
                        Ok(_) => {}
                        Err(errors) => {
                            ok = false;
                            report.problems.push(Problem {
                                lang,
                                key: key.clone(),
                                what: errors,
                            });
                            break;
                        }
                    }
                }
                formatted += usize::from(ok);
            }
            report.formatted.push((lang, formatted));
        }
        report
    }
}

/// The variables each message of `sources` takes, by message id.
pub(crate) fn variables<'a>(
    sources: impl Iterator<Item = &'a Source>,
) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for source in sources {
        let Ok(resource) = fluent_syntax::parser::parse(source.text) else {
            continue;
        };
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_vars(value, &mut vars);
                }
                out.insert(message.id.name.to_owned(), vars);
            }
        }
    }
    out
}

fn pattern_vars(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_vars(arg, vars);
            }
            for arg in &arguments.named {
                inline_vars(&arg.value, vars);
            }
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for arg in &arguments.positional {
                inline_vars(arg, vars);
            }
            for arg in &arguments.named {
                inline_vars(&arg.value, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}
