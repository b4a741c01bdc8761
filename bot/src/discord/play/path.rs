//! A turn's choices written into a control: the actions taken so far, in a compact form that
//! fits a custom_id (`cc:{game}:{turn}:t.p3_-2_1.ds4f0`) or a select menu value.
//!
//! A control carries every step of its path, so a panel never depends on what another panel
//! chose, and a restart loses nothing: the message keeps its controls. Every press is still
//! checked against the game as stored, so a forged path gets refused like any illegal move.
//!
//! | action | code |
//! |---|---|
//! | place at (x, y) turned r quarter turns | `p{x}_{y}_{r}` |
//! | discard | `x` |
//! | deploy figure i on segment n / monastery / garden | `ds{n}f{i}` / `dmf{i}` / `dgf{i}` |
//! | deploy figure i on crown space k of the wheel | `dk{k}f{i}` |
//! | take back the figure at (x, y) on a spot | `w{x}_{y}_{spot}` (spot `s{n}`, `m`, `g`, `k{k}`) |
//! | move the figure at (x, y) on a spot to (tx, ty) on another (a hike) | `v{x}_{y}_{spot}_{tx}_{ty}_{spot}` |
//! | choose option n | `c{n}` |
//! | no figure | `n` |

use carcassonne_engine::{Action, FigureKind, Placement, Pos, Rotation, Spot};

/// What a turn control's action starts with; the rest is the path.
pub const PREFIX: &str = "t";

fn spot_code(spot: Spot) -> Option<String> {
    match spot {
        Spot::Segment(n) => Some(format!("s{n}")),
        Spot::Monastery => Some("m".into()),
        Spot::Garden => Some("g".into()),
        Spot::Space(k) => Some(format!("k{k}")),
    }
}

fn parse_spot(code: &str) -> Option<Spot> {
    match code {
        "m" => Some(Spot::Monastery),
        "g" => Some(Spot::Garden),
        _ => match code.split_at_checked(1)? {
            ("s", n) => digits(n).map(Spot::Segment),
            ("k", n) => digits(n).map(Spot::Space),
            _ => None,
        },
    }
}

/// A small number written with digits only (`str::parse` also takes a leading '+').
fn digits(s: &str) -> Option<u8> {
    (!s.starts_with('+')).then(|| s.parse().ok()).flatten()
}

fn int(s: &str) -> Option<i32> {
    // `str::parse` also takes a leading '+', which a code never has.
    (!s.starts_with('+')).then(|| s.parse().ok()).flatten()
}

/// One action as a code; `None` for actions no control carries.
pub fn encode_action(action: Action) -> Option<String> {
    Some(match action {
        Action::Place(p) => format!("p{}_{}_{}", p.pos.x, p.pos.y, p.rotation.quarter_turns()),
        Action::Discard => "x".into(),
        Action::Deploy { spot, figure } => format!("d{}f{}", spot_code(spot)?, figure.index()),
        Action::Withdraw { pos, spot } => format!("w{}_{}_{}", pos.x, pos.y, spot_code(spot)?),
        Action::Move {
            pos,
            spot,
            to,
            to_spot,
        } => format!(
            "v{}_{}_{}_{}_{}_{}",
            pos.x,
            pos.y,
            spot_code(spot)?,
            to.x,
            to.y,
            spot_code(to_spot)?
        ),
        Action::Choose { option } => format!("c{option}"),
        Action::Pass => "n".into(),
        _ => return None,
    })
}

/// The action a code stands for; `None` for anything malformed.
pub fn decode_action(code: &str) -> Option<Action> {
    let (head, rest) = code.split_at_checked(1)?;
    match head {
        "p" => {
            let mut parts = rest.split('_');
            let x = int(parts.next()?)?;
            let y = int(parts.next()?)?;
            let r: u8 = parts.next()?.parse().ok().filter(|r| *r < 4)?;
            parts.next().is_none().then_some(Action::Place(Placement {
                pos: Pos::new(x, y),
                rotation: Rotation::new(r),
            }))
        }
        "x" if rest.is_empty() => Some(Action::Discard),
        "n" if rest.is_empty() => Some(Action::Pass),
        "d" => {
            let (spot, figure) = rest.split_once('f')?;
            let index: usize = figure.parse().ok()?;
            let figure = FigureKind::all().nth(index)?;
            Some(Action::Deploy {
                spot: parse_spot(spot)?,
                figure,
            })
        }
        "w" => {
            let mut parts = rest.splitn(3, '_');
            let x = int(parts.next()?)?;
            let y = int(parts.next()?)?;
            Some(Action::Withdraw {
                pos: Pos::new(x, y),
                spot: parse_spot(parts.next()?)?,
            })
        }
        "v" => {
            let parts: Vec<&str> = rest.split('_').collect();
            let [x, y, spot, tx, ty, to_spot] = parts.as_slice() else {
                return None;
            };
            Some(Action::Move {
                pos: Pos::new(int(x)?, int(y)?),
                spot: parse_spot(spot)?,
                to: Pos::new(int(tx)?, int(ty)?),
                to_spot: parse_spot(to_spot)?,
            })
        }
        "c" => rest.parse().ok().map(|option| Action::Choose { option }),
        _ => None,
    }
}

/// A path as the tail of a control's action (`p3_-2_1.ds4f0`); empty for no action yet.
pub fn encode(path: &[Action]) -> Option<String> {
    let codes: Option<Vec<String>> = path.iter().map(|&a| encode_action(a)).collect();
    Some(codes?.join("."))
}

/// The control action for a path: `t` or `t.{path}`.
pub fn control(path: &[Action]) -> Option<String> {
    let tail = encode(path)?;
    Some(if tail.is_empty() {
        PREFIX.to_owned()
    } else {
        format!("{PREFIX}.{tail}")
    })
}

/// The control action of the `n`-th select menu continuing `path`: several menus on one
/// message need distinct custom_ids, so a marker `m{n}` (no action) ends the path.
pub fn menu_control(path: &[Action], n: usize) -> Option<String> {
    Some(format!("{}.m{n}", control(path)?))
}

fn is_menu_marker(code: &str) -> bool {
    code.strip_prefix('m')
        .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

/// The path a control's action carries and the menu it is, when it ends in a menu marker.
pub fn decode_control(action: &str) -> Option<(Vec<Action>, Option<usize>)> {
    let path = decode(action)?;
    let menu = match action
        .rsplit('.')
        .next()
        .filter(|last| is_menu_marker(last))
    {
        // One spelling per control: no leading zero.
        Some(last) => Some(crate::discord::custom_id::number(&last[1..])?),
        None => None,
    };
    Some((path, menu))
}

/// The path a control's action carries (`t.p3_-2_1`), or `None` if it is not a turn control
/// or is malformed.
pub fn decode(action: &str) -> Option<Vec<Action>> {
    let rest = action.strip_prefix(PREFIX)?;
    if rest.is_empty() {
        return Some(Vec::new());
    }
    let codes: Vec<&str> = rest.strip_prefix('.')?.split('.').collect();
    let (last, path) = codes.split_last()?;
    let path = if is_menu_marker(last) {
        path
    } else {
        &codes[..]
    };
    path.iter().map(|c| decode_action(c)).collect()
}

#[cfg(test)]
mod tests;
