//! The hint's picture through the fake Discord: the close-up attached to `/carcassonne hint`
//! rings the numbered spot the Hard AI suggests, in the hint's colour, and no other spot, and
//! outlines the tile where it would go; the deploy step's own close-up of the same placement
//! carries none of that colour.
//!
//! `HINT_PICTURES=/some/dir` keeps the hints' pictures there, to look at.

mod support;

use carcassonne_bot::discord::play::path::encode_action;
use carcassonne_bot::store::Settings;
use carcassonne_engine::{Action, Game, GameConfig, Spot};
use carcassonne_render::{
    closeup_marker_size, spot_point, CloseupOptions, Renderer, CLOSEUP_CELL, HINT_MARK,
};
use image::RgbaImage;
use support::Harness;

fn marked(px: &image::Rgba<u8>) -> bool {
    (0..3).all(|k| (i32::from(px.0[k]) - i32::from(HINT_MARK[k])).abs() <= 24)
}

/// Every pixel of the hint's colour, by position.
fn mark_pixels(img: &RgbaImage) -> Vec<(f32, f32)> {
    img.enumerate_pixels()
        .filter(|(_, _, px)| marked(px))
        .map(|(x, y, _)| (x as f32 + 0.5, y as f32 + 0.5))
        .collect()
}

fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// A point of a picture, in pixels.
type Px = (f32, f32);

/// Where the close-up of `game` draws the tile in the middle and each numbered marker.
fn markers(r: &Renderer, game: &Game) -> (Px, Vec<(Spot, Px)>) {
    let opts = CloseupOptions::deploy(game, Default::default()).expect("a placed tile");
    let (ox, oy) = r.closeup_layout(game, &opts).tile_origin;
    let placed = game.board().get(opts.pos).expect("the tile");
    let cell = CLOSEUP_CELL as f32;
    let at = opts
        .markers
        .iter()
        .filter_map(|&s| {
            let (u, v) = spot_point(placed.tile, placed.rotation, s)?;
            Some((s, (ox as f32 + u * cell, oy as f32 + v * cell)))
        })
        .collect();
    ((ox as f32, oy as f32), at)
}

/// Whether `p` is on the band just outside the tile whose corner is `origin` (its outline).
fn on_outline(p: (f32, f32), origin: (f32, f32)) -> bool {
    let cell = CLOSEUP_CELL as f32;
    let (x, y) = (p.0 - origin.0, p.1 - origin.1);
    let out = (-x).max(x - cell).max(-y).max(y - cell);
    (0.0..12.0).contains(&out)
}

#[tokio::test]
async fn the_hint_picture_rings_the_suggested_spot_and_the_panel_does_not() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let settings = Settings {
        undo_secs: 0,
        ..Settings::default()
    };
    let (service, id) = h
        .seeded_game([&alice, &bob], GameConfig::default(), settings, 7)
        .await;
    let service = service.with_ai_budget(support::TEST_AI_BUDGET, support::TEST_AI_BUDGET);
    let r = Renderer::new().expect("renderer");
    let size = closeup_marker_size();
    let (mut rung, mut plain) = (0, 0);
    for _ in 0..10 {
        let game = service.load(id).await.expect("game").game.expect("running");
        let user = [&alice, &bob][game.current_player()];
        let hint_message = user
            .slash(h.general(), "carcassonne hint", &[])
            .await
            .message();
        let img = hint_message.png("closeup.png");
        if let Some(dir) = std::env::var_os("HINT_PICTURES") {
            let name = format!("bot-hint-turn{}.png", game.turn());
            img.save(std::path::Path::new(&dir).join(name))
                .expect("picture kept");
        }
        // The same search in the service: what the picture must mark.
        let hint = service.hint(id, user.id).await.expect("hint");
        assert!(hint.placed, "a hint at a turn's start places the tile");
        let (origin, spots) = markers(&r, &hint.preview);
        let marks = mark_pixels(&img);
        let outline = marks.iter().filter(|&&p| on_outline(p, origin)).count();
        assert!(
            outline as f32 > 3.0 * CLOSEUP_CELL as f32,
            "the tile is not outlined: {outline} pixels"
        );
        // The figure the plan puts down after its placement, if any, on its numbered spot.
        let deployed = hint.plan.iter().skip(1).find_map(|a| match a {
            Action::Deploy { spot, .. } => Some(*spot),
            _ => None,
        });
        let number = deployed.and_then(|spot| spots.iter().position(|(s, _)| *s == spot));
        let ringed = number.map(|i| spots[i]);
        // The words name the number the picture rings: "then **2 · city**".
        let named = hint_message
            .content
            .split(", then **")
            .nth(1)
            .and_then(|rest| rest.split("**").next())
            .map(str::to_owned);
        if let Some(i) = number {
            let label = named.as_deref().unwrap_or_default();
            assert!(
                label.starts_with(&format!("{} · ", i + 1)),
                "{label:?} is not spot {}",
                i + 1
            );
        }
        if let Some((_, at)) = ringed {
            // The band round the suggested marker is the hint's colour.
            let band: Vec<_> = img
                .enumerate_pixels()
                .map(|(x, y, px)| ((x as f32 + 0.5, y as f32 + 0.5), px))
                .filter(|(p, _)| (size * 0.56..size * 0.78).contains(&dist(*p, at)))
                .collect();
            let filled = band.iter().filter(|(_, px)| marked(px)).count();
            assert!(
                filled * 10 >= band.len() * 6,
                "the suggested spot's ring holds {filled} of {} pixels",
                band.len()
            );
            rung += 1;
        }
        // Nothing else carries the colour: no other spot is ringed.
        for &p in &marks {
            let in_ring = ringed.is_some_and(|(_, at)| dist(p, at) <= size * 0.92);
            assert!(
                in_ring || on_outline(p, origin),
                "the hint's colour at {p:?} ({:?}; spots {spots:?})",
                hint.then
            );
        }

        // The deploy step's close-up of that very placement, in the private panel: no mark.
        let prompt = user
            .slash_message(h.general(), "carcassonne board", &[])
            .await;
        let panel = if prompt.button_starting("No ").is_some() {
            prompt
        } else {
            let value = encode_action(hint.plan[0]).expect("a placement value");
            user.place(&prompt, &value).await.message()
        };
        if panel
            .attachments
            .iter()
            .any(|a| a.filename.starts_with("closeup-"))
        {
            assert!(
                mark_pixels(&panel.png("closeup.png")).is_empty(),
                "the hint's colour on the deploy step's close-up"
            );
            plain += 1;
        }
        // Play the figure step the hint names, or none.
        let press = named
            .filter(|label| panel.component(label).is_some())
            .or_else(|| panel.button_starting("No "))
            .expect("a figure step");
        user.click(&panel, &press).await;
        if rung > 0 && plain > 0 {
            break;
        }
    }
    assert!(rung > 0, "no hint put a figure on a numbered spot");
    assert!(plain > 0, "no deploy step's close-up was seen");
    h.assert_clean();
}
