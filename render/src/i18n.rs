//! The words drawn in pictures, from the renderer's catalogue: `render/locales/` for the core
//! and each expansion's `locales/` folder for its own.

use std::sync::LazyLock;

pub use carcassonne_i18n::{Args, Catalogue, Lang, Source};

use crate::expansions;

static CORE: [Source; 5] = carcassonne_i18n::sources!("../locales");

/// Every file of the renderer's catalogue: the core's, then each part's. The bot's catalogue
/// includes these, so the game's terms are worded the same in pictures and in messages.
pub fn sources() -> Vec<Source> {
    let mut all = CORE.to_vec();
    for part in expansions::parts() {
        all.extend(part.locales());
    }
    all
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    // The files are compiled in and checked by the tests, so this fails only in a build that
    // was never tested; the pictures then carry keys rather than no picture at all.
    Catalogue::new(sources()).unwrap_or_else(|_| {
        Catalogue::new(Vec::new()).unwrap_or_else(|_| unreachable!("an empty catalogue loads"))
    })
});

pub fn catalogue() -> &'static Catalogue {
    &CATALOGUE
}

/// The message `key` in `lang`.
pub fn text(lang: Lang, key: &str, args: &Args) -> String {
    CATALOGUE.text(lang, key, args)
}

/// `t!(lang, "key", name = value, …)`: a message of the renderer's catalogue.
macro_rules! t {
    ($lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::text($lang, $key, &$crate::i18n::Args::new()$(.with(stringify!($name), $value))*)
    };
}
pub(crate) use t;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key of the renderer's catalogue is in all five languages and formats with the
    /// English message's arguments.
    #[test]
    fn the_renderers_catalogue_is_complete_in_every_language() {
        let report = catalogue().check();
        let problems: Vec<String> = report.problems.iter().map(|p| p.to_string()).collect();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        assert!(report.messages > 100, "{} messages", report.messages);
        assert_eq!(catalogue().sources().len(), sources().len());
    }

    /// Letters the five languages need beyond ASCII.
    const LETTERS: &str = "łśżźćńóąęŁŚŻŹĆŃÓĄĘñáéíóúüÑÁÉÍÓÚ¿¡çàâèêëîïôûùœŒÇÀÂÈÊÎÔÛ«»äöüßÄÖÜ·×…–";

    #[test]
    fn the_font_has_a_glyph_for_every_letter_of_the_five_languages() {
        use ab_glyph::Font;
        let font = crate::font::load().expect("font");
        let missing: String = LETTERS
            .chars()
            .filter(|&c| font.glyph_id(c).0 == 0)
            .collect();
        assert!(missing.is_empty(), "no glyph for {missing:?}");
        // Every message of every language, too.
        for lang in Lang::ALL {
            for source in sources().iter().filter(|s| s.lang == lang) {
                for c in source.text.chars().filter(|c| !c.is_control()) {
                    assert_ne!(font.glyph_id(c).0, 0, "{}: {c:?}", source.path);
                }
            }
        }
    }

    #[test]
    fn each_letter_leaves_ink_where_it_is_drawn() {
        let font = crate::font::load().expect("font");
        for c in LETTERS.chars().filter(|c| !c.is_whitespace()) {
            let mut img = image::RgbaImage::from_pixel(40, 40, image::Rgba([0, 0, 0, 255]));
            crate::font::draw(
                &mut img,
                &font,
                24.0,
                8.0,
                6.0,
                &c.to_string(),
                [255, 255, 255],
            );
            let ink = img.pixels().filter(|p| p.0[0] > 128).count();
            assert!(ink > 3, "{c:?} drew {ink} pixels");
        }
        // A header with a Polish name and German and French words has ink over its letters.
        let game = carcassonne_engine::Game::new(carcassonne_engine::GameConfig::base(2), 1)
            .expect("game");
        let r = crate::Renderer::new().expect("renderer");
        for lang in [Lang::De, Lang::Fr, Lang::Pl] {
            let opts = crate::BoardOptions {
                player_names: vec!["Łucja Źdźbło-Żółć".into(), "Jürgen Größe".into()],
                show_drawn_tile: true,
                lang,
                ..Default::default()
            };
            let png = r.render_board(&game, &opts).expect("board");
            let img = image::load_from_memory(&png).expect("png").to_rgb8();
            let lay = r.board_layout(&game, &opts);
            let row = lay.header.rows[0];
            let light = (row.x as u32..(row.x + row.w) as u32)
                .flat_map(|x| (row.y as u32..(row.y + row.h) as u32).map(move |y| (x, y)))
                .filter(|&(x, y)| img.get_pixel(x, y).0.iter().all(|&v| v > 200))
                .count();
            assert!(
                light > 50,
                "{lang:?}: the name row has {light} light pixels"
            );
        }
    }
}
