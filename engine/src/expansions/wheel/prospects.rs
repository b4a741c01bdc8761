//! What the wheel promises each player, for a computer player judging a position: points that
//! only the pig can bring (crowns, and the segments' actions) or take away (the plague), none
//! of which final scoring pays.
//!
//! The pig moves only when a tile with a wheel number is drawn. Each draw still to come is
//! taken to be one of the unseen tiles, every one alike (the order is hidden), so the pig is a
//! Markov chain over the six segments whose step chances are the shares of unseen tiles with
//! no number, 1, 2 and 3. Following it draw by draw over the tiles left gives, per segment,
//! the expected number of times the pig lands there, and for a segment with followers on its
//! crowns, the chance it is reached at all before the end and when (its followers come home
//! then). Drawing without putting back is taken as drawing with: close while tiles are many
//! (the tests check it against decks dealt many ways), it understates in the last few draws
//! how surely the numbered tiles left come up.
//!
//! What stands on the table now does not stay forever: a knight, monk or follower in hand
//! keeps its place for a few of its owner's turns, so landings on the actions that pay for
//! them are weighted down the further off they are ([`STAY_TURNS`]). Farmers stay to the end.

use crate::capability::{Outlook, View};
use crate::config::MAX_PLAYERS;
use crate::figures::{Figure, Spot};
use crate::tiles::FeatureKind;

use super::{number_of, WheelSegment, WheelState};
use crate::board::NodeId;

const SEGMENTS: usize = WheelSegment::ALL.len();

/// Something per segment, in wheel order.
type PerSegment = [f64; SEGMENTS];

/// Turns of its owner a figure on an unfinished feature (or one in hand) typically keeps its
/// place: a guess, from features of a few tiles closing within a handful of turns. Past that a
/// segment's action pays for whatever stands there then, which this position does not decide.
const STAY_TURNS: f64 = 6.0;

/// What a follower in hand for the rest of the game is worth to its owner, in points: a guess
/// (about what placing it adds over keeping it back, on a crown or the land). A follower on a
/// crown earns its share of this for the share of the draws left it will spend home again:
/// waiting on a crown the pig has just passed costs more than on one it is about to reach.
pub(super) const HAND: f64 = 1.5;

/// A farm scores 3 per completed city it borders (the farmers' rule).
const PER_CITY: f64 = 3.0;

/// The plagues still to come that are worth counting against one player's followers.
const PLAGUES_COUNTED: usize = 3;

/// Chance one draw moves the pig 0, 1, 2 or 3 segments: the shares of the unseen tiles.
fn step_chances(view: &View) -> [f64; 4] {
    let mut counts = [0u32; 4];
    for (def, copies) in view.unseen().kinds() {
        if let Some(c) = counts.get_mut(usize::from(number_of(def))) {
            *c += copies;
        }
    }
    let total: u32 = counts.iter().sum();
    if total == 0 {
        return [1.0, 0.0, 0.0, 0.0];
    }
    counts.map(|c| f64::from(c) / f64::from(total))
}

/// A change in the pig's whereabouts from one draw to the next below which it has settled.
const SETTLED: f64 = 1e-12;

/// Chance below which a crown's followers are taken to have come home and their time in hand
/// to have worn off.
const FADED: f64 = 1e-3;

/// One draw: where the pig may stand after it, and where it may have landed (moved to).
fn draw(at: &PerSegment, steps: &[f64; 4]) -> (PerSegment, PerSegment) {
    let mut after = at.map(|p| p * steps[0]);
    let mut landed = [0.0; SEGMENTS];
    for (from, &p) in at.iter().enumerate() {
        if p == 0.0 {
            continue;
        }
        for (d, &chance) in steps.iter().enumerate().skip(1) {
            let to = (from + d) % SEGMENTS;
            landed[to] += p * chance;
            after[to] += p * chance;
        }
    }
    (after, landed)
}

fn at(segment: WheelSegment) -> PerSegment {
    let mut out = [0.0; SEGMENTS];
    out[segment.index()] = 1.0;
    out
}

/// The pig's prospects over the rest of the game.
pub(super) struct Course {
    steps: [f64; 4],
    /// Draws still to come.
    draws: usize,
    /// How much of what stands now is still there one draw later.
    stay: f64,
    /// Expected landings per segment.
    pub landings: PerSegment,
    /// Expected landings per segment, each weighted by the chance what stands now still does.
    pub soon: PerSegment,
}

impl Course {
    /// Follows the pig from `pig`; `drawn(k, landed)` hears of each draw `k` (from 1).
    #[cfg(test)]
    pub fn follow(
        view: &View,
        pig: WheelSegment,
        draws: usize,
        drawn: impl FnMut(usize, &PerSegment),
    ) -> Course {
        Course::with_steps(step_chances(view), view.players(), pig, draws, drawn)
    }

    /// [`Course::follow`] with the chances of each step given.
    fn with_steps(
        steps: [f64; 4],
        players: usize,
        pig: WheelSegment,
        draws: usize,
        mut drawn: impl FnMut(usize, &PerSegment),
    ) -> Course {
        let per_round = STAY_TURNS * players.max(1) as f64;
        let stay = (-1.0 / per_round).exp();
        let mut course = Course {
            steps,
            draws,
            stay,
            landings: [0.0; SEGMENTS],
            soon: [0.0; SEGMENTS],
        };
        let mut pig = at(pig);
        let mut weight = 1.0;
        let mut settled = false;
        let mut landed = [0.0; SEGMENTS];
        for k in 1..=draws {
            // Once the pig is as likely anywhere as the wheel lets it be, every further draw
            // lands alike: only the weights still change (a game has up to two hundred draws).
            if !settled {
                let (after, now) = draw(&pig, &steps);
                settled = after.iter().zip(&pig).all(|(a, b)| (a - b).abs() < SETTLED);
                landed = now;
                pig = after;
            }
            weight *= stay;
            for (s, &l) in landed.iter().enumerate() {
                course.landings[s] += l;
                course.soon[s] += l * weight;
            }
            drawn(k, &landed);
        }
        course
    }

    /// For followers on the crowns of `segment`: how likely the pig lands there before the
    /// end (they score and come home), and what they may do once home.
    pub fn crown(&self, pig: WheelSegment, segment: WheelSegment) -> Crowned {
        let s = segment.index();
        let storm = WheelSegment::Storm.index();
        // Where the pig may be while they still wait, and (weighted by how much of the time
        // since it is still in hand) once they are home.
        let mut waiting = at(pig);
        let mut home = [0.0; SEGMENTS];
        let mut odds = Crowned::default();
        for k in 1..=self.draws {
            // Nothing left to follow: the followers have surely come home and what they may
            // still earn in hand has worn off below a thousandth of a point.
            if waiting.iter().sum::<f64>() < FADED && home.iter().sum::<f64>() < FADED {
                break;
            }
            let (mut after, landed) = draw(&waiting, &self.steps);
            let (home_after, home_landed) = draw(&home, &self.steps);
            // The Storm pays what is in hand before crowns score: only followers home earlier.
            odds.storms += home_landed[storm] * self.stay;
            let arrived = landed[s];
            after[s] -= arrived;
            odds.reached += arrived;
            odds.home += arrived * (self.draws - k) as f64 / self.draws as f64;
            home = home_after.map(|p| p * self.stay);
            home[s] += arrived;
            waiting = after;
        }
        odds
    }
}

/// What followers on one segment's crowns may expect.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Crowned {
    /// Chance the pig lands on the segment before the end.
    pub reached: f64,
    /// Storm points each earns in hand once home.
    pub storms: f64,
    /// Share of the draws left each can expect to spend home, free to be placed again.
    pub home: f64,
}

/// What each of a segment's crown followers scores if the pig landed there now.
fn crown_points(segment: WheelSegment, standing: usize) -> f64 {
    if standing == 1 {
        3.0 * f64::from(segment.crowns())
    } else {
        3.0
    }
}

/// Points `f`'s owner would lose if the plague sent `f` home now: what final scoring would pay
/// them for its feature, when without `f` they would no longer hold the majority. `roots`
/// holds every figure on the table with the feature it stands on.
fn plague_loss(view: &View, f: &Figure, root: Option<NodeId>, roots: &[Rooted]) -> f64 {
    let board = view.board;
    let Some(root) = root else {
        // A monk or abbot: its square as it stands.
        return f64::from(board.square_count(f.pos));
    };
    let mut strength = [0u32; MAX_PLAYERS];
    for (g, r) in roots {
        if *r == Some(root) {
            if let Some(s) = strength.get_mut(g.player) {
                *s += g.kind.strength();
            }
        }
    }
    let mine = strength.get(f.player).copied().unwrap_or(0);
    let others = strength
        .iter()
        .enumerate()
        .filter(|&(p, _)| p != f.player)
        .map(|(_, &s)| s)
        .max()
        .unwrap_or(0);
    let without = mine.saturating_sub(f.kind.strength());
    let wins = |s: u32| s > 0 && s >= others;
    if !wins(mine) || wins(without) {
        return 0.0;
    }
    let data = board.feature(root);
    match data.kind {
        FeatureKind::City => f64::from(board.feature_tile_count(root) + data.pennants),
        FeatureKind::Road => f64::from(board.feature_tile_count(root)),
        FeatureKind::Field => PER_CITY * f64::from(board.completed_cities_bordering(root)),
        FeatureKind::River => 0.0,
    }
}

/// A figure on the table with the root of the feature it stands on (none for a monk).
type Rooted = (Figure, Option<NodeId>);

/// Chance of at least 1, 2, 3 plagues when `mean` are expected (counted as rare, independent
/// events: a Poisson count).
fn at_least(mean: f64) -> [f64; PLAGUES_COUNTED] {
    let none = (-mean).exp();
    let mut out = [0.0; PLAGUES_COUNTED];
    let (mut term, mut below) = (none, 0.0);
    for (j, o) in out.iter_mut().enumerate() {
        below += term;
        *o = (1.0 - below).max(0.0);
        term *= mean / (j + 1) as f64;
    }
    out
}

/// Adds every player's expected points from the wheel to `out`.
pub(super) fn prospects(st: &WheelState, view: &View, outlook: &Outlook, out: &mut [f64]) {
    let draws = outlook.tiles_left;
    let players = view.players().min(out.len());
    if draws == 0 || players == 0 {
        return;
    }
    let key = Key {
        steps: step_chances(view).map(f64::to_bits),
        draws,
        pig: st.pig,
        players: view.players(),
    };
    KEPT.with_borrow_mut(|kept| {
        let at = match kept.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                if kept.len() >= KEEP {
                    kept.remove(0);
                }
                kept.push((key, Kept::new(&key)));
                kept.len() - 1
            }
        };
        let kept = &mut kept[at].1;
        // Fortune pays the player who draws: the next draw is the next seat's.
        for (r, &points) in kept.fortune.iter().enumerate().take(key.players) {
            if let Some(o) = out.get_mut((view.current + r) % key.players) {
                *o += points;
            }
        }
        let course = &kept.course;
        // Crowns: each segment's followers as they stand now.
        for segment in WheelSegment::ALL {
            let standing = || {
                view.figures.on_board.iter().filter(
                    move |f| matches!(f.spot, Spot::Space(k) if segment.spaces().contains(&k)),
                )
            };
            let n = standing().count();
            if n == 0 {
                continue;
            }
            let odds =
                *kept.crowns[segment.index()].get_or_insert_with(|| course.crown(st.pig, segment));
            let each = crown_points(segment, n) * odds.reached + odds.storms + HAND * odds.home;
            for f in standing() {
                if let Some(o) = out.get_mut(f.player) {
                    *o += each;
                }
            }
        }
        rest(view, &kept.course, players, out);
    });
}

/// What the pig's course depends on.
#[derive(Clone, Copy, PartialEq)]
struct Key {
    /// The chances of each step, bit for bit.
    steps: [u64; 4],
    draws: usize,
    pig: WheelSegment,
    players: usize,
}

/// The pig's course for one [`Key`], what Fortune pays each seat from the one who draws next
/// on, and what each segment's crowns may expect (worked out when first asked).
struct Kept {
    course: Course,
    fortune: [f64; MAX_PLAYERS],
    crowns: [Option<Crowned>; SEGMENTS],
}

impl Kept {
    fn new(key: &Key) -> Kept {
        let mut fortune = [0.0; MAX_PLAYERS];
        let players = key.players.clamp(1, MAX_PLAYERS);
        let segment = WheelSegment::Fortune.index();
        let steps = key.steps.map(f64::from_bits);
        let course = Course::with_steps(steps, key.players, key.pig, key.draws, |k, landed| {
            fortune[k % players] += 3.0 * landed[segment];
        });
        Kept {
            course,
            fortune,
            crowns: [None; SEGMENTS],
        }
    }
}

/// Courses kept per thread. Every position one decision of a computer player judges has the
/// same pig, players and draws left, and unseen tiles that differ by a tile or two, so a few
/// keys serve thousands of judgements; following the pig draw by draw was a fifth of the
/// Medium player's time in the full box.
const KEEP: usize = 16;

thread_local! {
    static KEPT: std::cell::RefCell<Vec<(Key, Kept)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Storms, taxes, the Inquisition, famine and the plague: what the actions pay or take for
/// the figures as they stand.
fn rest(view: &View, course: &Course, players: usize, out: &mut [f64]) {
    let soon = |s: WheelSegment| course.soon[s.index()];

    // Storm: followers in hand.
    for (player, supply) in view.figures.supply.iter().enumerate().take(players) {
        let n: u32 = supply
            .iter()
            .filter(|(k, _)| k.is_follower())
            .map(|(_, n)| u32::from(n))
            .sum();
        out[player] += f64::from(n) * soon(WheelSegment::Storm);
    }

    let plagues = at_least(soon(WheelSegment::Plague));
    let mut cheapest = [[f64::INFINITY; PLAGUES_COUNTED]; MAX_PLAYERS];
    // Each figure's feature, found once: taxes and the plague ask of every pair of them.
    let roots: Vec<Rooted> = view
        .figures
        .on_board
        .iter()
        .map(|g| (*g, view.board.figure_root(g)))
        .collect();
    let kind_of = |r: Option<NodeId>| r.map(|r| view.board.feature(r).kind);
    for &(f, root) in &roots {
        if f.player >= players || !f.kind.is_follower() || matches!(f.spot, Spot::Space(_)) {
            continue;
        }
        if f.spot == Spot::Monastery {
            // Inquisition: 2 per monk.
            out[f.player] += 2.0 * soon(WheelSegment::Inquisition);
        } else if kind_of(root) == Some(FeatureKind::City) {
            // Taxes: per knight, the city's pennants and its owner's knights there.
            let own = roots
                .iter()
                .filter(|(g, r)| {
                    g.player == f.player
                        && *r == root
                        && g.kind.is_follower()
                        && !matches!(g.spot, Spot::Space(_))
                })
                .count() as u32;
            let city = root.map_or(0, |r| view.board.feature(r).pennants);
            out[f.player] += f64::from(city + own) * soon(WheelSegment::Taxes);
        } else if let Some(field) = root.filter(|_| kind_of(root) == Some(FeatureKind::Field)) {
            // Famine: farmers stay to the end, so every landing counts.
            let cities = view.board.completed_cities_bordering(field);
            out[f.player] += f64::from(cities) * course.landings[WheelSegment::Famine.index()];
        }
        // The plague takes the follower whose loss hurts its owner least, then the next.
        let loss = plague_loss(view, &f, root, &roots);
        let list = &mut cheapest[f.player];
        if let Some(i) = list.iter().position(|&c| loss < c) {
            list[i..].rotate_right(1);
            list[i] = loss;
        }
    }
    for (player, list) in cheapest.iter().enumerate().take(players) {
        for (chance, &loss) in plagues.iter().zip(list) {
            if loss.is_finite() {
                out[player] -= chance * loss;
            }
        }
    }
}
