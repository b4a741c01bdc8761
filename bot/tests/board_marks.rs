//! The marks on the turn's board and the menus under it, through the fake Discord: a two-seat
//! game with the whole box is played by clicks, growing the board east and west until the
//! picture has to be cut into strips, and at every turn each placement option leads with the
//! mark that the attached picture draws on its cell, big enough to read on a phone.

mod support;

use carcassonne_bot::discord::play::path;
use carcassonne_bot::store::Settings;
use carcassonne_engine::{Action, Expansion, Game, GameConfig, Pos};
use carcassonne_render::{
    parse_cell, BoardLayout, BoardOptions, Renderer, MARK_FILL, MARK_PHONE_MIN, PHONE_WIDTH,
};
use image::RgbaImage;
use support::fake::store::StoredMessage;
use support::{running_game, Harness, User};

/// Turns played: enough for a board grown sideways to be cut into strips.
const TURNS: usize = 40;

/// The options the bot draws the turn's board with.
fn prompt_options() -> BoardOptions {
    BoardOptions {
        mark_legal: true,
        show_drawn_tile: true,
        ..BoardOptions::default()
    }
}

/// The marks' light ink; the palette may take it for a near white (a token's chip).
fn is_mark_ink(px: &image::Rgba<u8>) -> bool {
    (0..3).all(|k| (i32::from(px.0[k]) - i32::from(MARK_FILL[k])).abs() <= 24)
}

/// The pixels of the marks' light ink in the cell of side `t` centred on `centre`.
fn ink_in_cell(img: &RgbaImage, centre: (f32, f32), t: u32) -> Vec<(u32, u32)> {
    let x0 = (centre.0 - t as f32 / 2.0).max(0.0) as u32;
    let y0 = (centre.1 - t as f32 / 2.0).max(0.0) as u32;
    let mut ink = Vec::new();
    for y in y0..(y0 + t).min(img.height()) {
        for x in x0..(x0 + t).min(img.width()) {
            if is_mark_ink(img.get_pixel(x, y)) {
                ink.push((x, y));
            }
        }
    }
    ink
}

/// The picture the prompt carries shows the marks of the renderer's layout for `game`, each
/// where the layout puts it, as the renderer draws it, tall enough on a phone.
fn check_picture(prompt: &StoredMessage, game: &Game, lay: &BoardLayout, ours: &RgbaImage) {
    let sent = prompt.png("board.png");
    assert_eq!(
        (sent.width(), sent.height()),
        (lay.width, lay.height),
        "the board sent is not the renderer's layout"
    );
    assert!(
        !lay.marks.is_empty() || game.legal_placements().is_empty(),
        "no marks"
    );
    let shrink = PHONE_WIDTH / sent.width() as f32;
    for m in &lay.marks {
        let theirs = ink_in_cell(&sent, m.centre, lay.tile_size);
        let mine = ink_in_cell(ours, m.centre, lay.tile_size);
        let top = theirs.iter().map(|p| p.1).min().unwrap_or(0);
        let bottom = theirs.iter().map(|p| p.1).max().unwrap_or(0);
        let shown = (bottom + 1).saturating_sub(top) as f32 * shrink;
        assert!(
            shown >= MARK_PHONE_MIN,
            "mark {} at {} is {shown:.1} px tall on a phone",
            m.text,
            m.pos
        );
        // The same digits as the renderer draws for this mark, give or take an edge pixel.
        let differ = theirs.iter().filter(|p| !mine.contains(p)).count()
            + mine.iter().filter(|p| !theirs.contains(p)).count();
        assert!(
            differ * 20 <= theirs.len().max(1),
            "mark {} at {}: {differ} of {} pixels differ from the renderer's",
            m.text,
            m.pos,
            theirs.len()
        );
    }
}

/// Each placement option leads with the mark drawn on its cell, then the cell's name; the
/// option's value places the tile on that cell. Returns the options' cells.
fn check_menus(prompt: &StoredMessage, lay: &BoardLayout) -> Vec<Pos> {
    let mut cells = Vec::new();
    for (label, value) in prompt.placement_options() {
        let mut parts = label.split(" · ");
        let (Some(mark), Some(name)) = (parts.next(), parts.next()) else {
            panic!("{label:?} does not lead with a mark and a cell");
        };
        let pos = parse_cell(name).unwrap_or_else(|| panic!("no cell in {label:?}"));
        let Some(Action::Place(p)) = path::decode_action(&value) else {
            panic!("{label:?} does not place the tile: {value}");
        };
        assert_eq!(p.pos, pos, "{label:?} places the tile elsewhere");
        let drawn = lay
            .mark_box(pos)
            .unwrap_or_else(|| panic!("{label:?}: no mark drawn on {name}"));
        assert_eq!(
            drawn.text, mark,
            "{label:?}: the picture marks {name} otherwise"
        );
        cells.push(pos);
    }
    cells
}

/// The next prompt for a turn or a question, after message `after`.
async fn next_prompt(h: &Harness, after: u64) -> StoredMessage {
    h.wait_for_any_message(h.general(), "with the next prompt or question", |m| {
        m.id > after
            && (m.content.contains("Game over")
                || ((m.content.contains("your turn") || m.content.contains("your choice"))
                    && !m.components.is_empty()))
    })
    .await
}

/// The custom_id and value of a menu option of `panel` whose label starts with `prefix`.
fn menu_option(panel: &StoredMessage, prefix: &str) -> Option<(String, String)> {
    panel
        .components
        .iter()
        .filter_map(|row| row.get("components")?.as_array())
        .flatten()
        .find_map(|c| {
            let id = c.get("custom_id")?.as_str()?;
            let option = c.get("options")?.as_array()?.iter().find(|o| {
                o.get("label")
                    .and_then(|l| l.as_str())
                    .is_some_and(|l| l.starts_with(prefix))
            })?;
            Some((id.to_owned(), option.get("value")?.as_str()?.to_owned()))
        })
}

/// Ends a turn from its panel: nothing put on the tile (by button, or from the menu a panel
/// with many choices has), or the first choice when the panel asks something else first.
async fn finish(player: &User, mut panel: StoredMessage) {
    for _ in 0..4 {
        if let Some(pass) = panel.button_starting("No ") {
            player.click(&panel, &pass).await;
            return;
        }
        if let Some((menu, value)) = menu_option(&panel, "No ") {
            player.select(&panel, &menu, &[&value]).await;
            return;
        }
        let Some(first) = panel.labels().into_iter().next() else {
            return;
        };
        panel = player.click(&panel, &first).await.message();
    }
}

#[tokio::test]
async fn menu_options_lead_with_the_marks_drawn_on_the_board_even_when_it_is_cut() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let settings = Settings {
        undo_secs: 0,
        ..Settings::default()
    };
    let config = GameConfig::with_rules(2, Expansion::offered());
    let (service, id) = h.seeded_game([&alice, &bob], config, settings, 5).await;
    let renderer = Renderer::new().expect("renderer");
    let mut prompt = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    let (mut checked, mut cut) = (0, false);
    for turn in 0..TURNS {
        if prompt.content.contains("Game over") {
            break;
        }
        let users = [&alice, &bob];
        // A question of the plague, asked of a player outside the turns.
        if let Some(asked) = users.iter().find(|u| {
            prompt
                .content
                .contains(&format!("{}, your choice", u.mention()))
        }) {
            let first = prompt.labels().remove(0);
            asked.click(&prompt, &first).await;
            h.settle().await;
            prompt = next_prompt(&h, prompt.id).await;
            continue;
        }
        let player = users
            .into_iter()
            .find(|u| {
                // The board posted on request names the player without calling them.
                prompt
                    .content
                    .contains(&format!("{}, your turn", u.mention()))
                    || prompt.content.contains(&format!("{}'s turn", u.name))
            })
            .unwrap_or_else(|| panic!("whose turn? {}", prompt.content));
        let game = running_game(&service, id).await;
        let opts = prompt_options();
        let lay = renderer.board_layout(&game, &opts);
        let ours = image::load_from_memory(&renderer.render_board(&game, &opts).expect("png"))
            .expect("a PNG")
            .to_rgba8();
        if prompt.component("Discard tile").is_some() {
            player.click(&prompt, "Discard tile").await;
        } else if prompt.button_starting("No ").is_some() || menu_option(&prompt, "No ").is_some() {
            // It fits one way only: the prompt is the panel, naming the one marked cell.
            check_picture(&prompt, &game, &lay, &ours);
            let only = lay.marks.first().expect("the one cell is marked");
            assert!(
                prompt.content.contains(&format!("**{} · ", only.text)),
                "{}",
                prompt.content
            );
            finish(player, prompt.clone()).await;
            checked += 1;
        } else {
            check_picture(&prompt, &game, &lay, &ours);
            let cells = check_menus(&prompt, &lay);
            let marked: std::collections::BTreeSet<Pos> = lay.marks.iter().map(|m| m.pos).collect();
            assert_eq!(
                cells
                    .iter()
                    .copied()
                    .collect::<std::collections::BTreeSet<Pos>>(),
                marked,
                "turn {turn}: the menus and the picture list other cells"
            );
            cut |= lay.strips.len() > 1;
            checked += 1;
            // Grow the board sideways: the westernmost cell, then the easternmost.
            let options = prompt.placement_options();
            let pick = |(label, _): &&(String, String)| {
                let x = label
                    .split(" · ")
                    .nth(1)
                    .and_then(parse_cell)
                    .map_or(0, |p| p.x);
                if turn % 2 == 0 {
                    -x
                } else {
                    x
                }
            };
            let (label, value) = options.iter().max_by_key(pick).expect("a placement");
            let panel = player.place(&prompt, value).await.message();
            let cell = label.split(" · turned").next().unwrap_or_default();
            assert!(
                panel.content.contains(&format!("**{cell}**")),
                "the panel names the cell as the menu did: {}",
                panel.content
            );
            finish(player, panel).await;
        }
        h.settle().await;
        prompt = next_prompt(&h, prompt.id).await;
    }
    assert!(checked >= TURNS / 2, "only {checked} turns checked");
    assert!(cut, "the board never had to be cut into strips");
}
