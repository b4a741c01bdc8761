//! Reducing a picture to a palette of at most 256 colours, for palette PNGs and GIF frames.
//!
//! The pictures are flat colours plus the anti-aliased blends along their outlines, so the
//! colours that cover many pixels are exactly the ones a player must see unchanged. The palette
//! is therefore the most frequent colours (averaged within small buckets of nearby colours),
//! and every other colour, a blend along an edge, takes its nearest palette entry. No
//! dithering: it would scatter noise over flat areas and cost far more bytes than it saves.

use image::RgbaImage;

/// Bits kept per channel when bucketing colours.
const BITS: u32 = 5;
const LEVELS: usize = 1 << BITS;
const BUCKETS: usize = LEVELS * LEVELS * LEVELS;
/// Marks a bucket whose palette entry has not been looked up yet.
const UNKNOWN: u16 = u16::MAX;

fn bucket(px: &[u8]) -> usize {
    let s = 8 - BITS;
    ((px[0] as usize >> s) << (2 * BITS)) | ((px[1] as usize >> s) << BITS) | (px[2] as usize >> s)
}

/// The picture as runs of one colour (colour word, length), row after row. Flat art is mostly
/// long runs, so one scan of the pixels serves both counting and indexing, and both then touch
/// a run at a time instead of a pixel at a time.
pub fn runs(img: &RgbaImage) -> Vec<(u32, u32)> {
    let raw = img.as_raw();
    let mut out = Vec::with_capacity(raw.len() / 64);
    // Comparing whole words per row is what makes the scan fast; rows keep the word buffer
    // small enough to stay in cache.
    let row = (img.width() as usize * 4).max(4);
    let mut words = Vec::with_capacity(row / 4);
    let mut open: Option<(u32, u32)> = None;
    for line in raw.chunks(row) {
        words.clear();
        words.extend(line.chunks_exact(4).map(rgb_word));
        push_runs(&words, &mut open, &mut out);
    }
    out.extend(open);
    out
}

/// Appends the runs of equal colour in `words`, carrying the last, still open run over to the
/// next call (a run may go on from one row into the next).
fn push_runs(words: &[u32], open: &mut Option<(u32, u32)>, out: &mut Vec<(u32, u32)>) {
    let mut i = 0;
    while i < words.len() {
        let c = words[i];
        let len = words[i..]
            .iter()
            .position(|&w| w != c)
            .unwrap_or(words.len() - i) as u32;
        match open {
            Some((oc, n)) if *oc == c => *n += len,
            _ => {
                out.extend(open.take());
                *open = Some((c, len));
            }
        }
        i += len as usize;
    }
}

/// The red, green and blue of a pixel as one word (alpha dropped), for fast comparison.
fn rgb_word(px: &[u8]) -> u32 {
    u32::from_le_bytes([px[0], px[1], px[2], 0])
}

/// A palette and the lookup from colour buckets to its entries.
#[derive(Clone)]
pub struct Quantizer {
    colours: Vec<[u8; 3]>,
    /// Palette index per bucket, filled lazily so that colours of later frames never seen when
    /// the palette was chosen still find their nearest entry.
    lookup: Vec<u16>,
}

/// Pixel counts and colour sums per bucket.
pub struct Histogram {
    counts: Vec<u32>,
    sums: Vec<[u64; 3]>,
}

impl Default for Histogram {
    fn default() -> Self {
        Histogram {
            counts: vec![0; BUCKETS],
            sums: vec![[0; 3]; BUCKETS],
        }
    }
}

impl Histogram {
    /// Counts the colours of an opaque image; alpha is ignored.
    pub fn add(&mut self, img: &RgbaImage) {
        self.add_runs(&runs(img));
    }

    /// Counts colours given as runs (see [`runs`]).
    pub fn add_runs(&mut self, runs: &[(u32, u32)]) {
        for &run in runs {
            self.count(run);
        }
    }

    fn count(&mut self, (c, n): (u32, u32)) {
        if n == 0 {
            return;
        }
        let px = c.to_le_bytes();
        let b = bucket(&px);
        self.counts[b] += n;
        let s = &mut self.sums[b];
        for k in 0..3 {
            s[k] += u64::from(px[k]) * u64::from(n);
        }
    }

    /// The `max` most frequent colours (at least one), each the mean of its bucket.
    pub fn palette(&self, max: usize) -> Quantizer {
        let mut used: Vec<usize> = (0..BUCKETS).filter(|&b| self.counts[b] > 0).collect();
        used.sort_unstable_by(|a, b| self.counts[*b].cmp(&self.counts[*a]).then(a.cmp(b)));
        let mut colours: Vec<[u8; 3]> = used
            .iter()
            .take(max.clamp(1, 256))
            .map(|&b| {
                let n = u64::from(self.counts[b]);
                self.sums[b].map(|s| ((s + n / 2) / n) as u8)
            })
            .collect();
        if colours.is_empty() {
            colours.push([0, 0, 0]);
        }
        Quantizer {
            colours,
            lookup: vec![UNKNOWN; BUCKETS],
        }
    }
}

impl Quantizer {
    /// A palette fitted to one image, and the image's palette indices.
    pub fn for_image(img: &RgbaImage, max: usize) -> (Quantizer, Vec<u8>) {
        let runs = runs(img);
        let mut h = Histogram::default();
        h.add_runs(&runs);
        let mut q = h.palette(max);
        let indices = q.indexed_runs(&runs, (img.width() * img.height()) as usize);
        (q, indices)
    }

    /// The palette, as many entries as were chosen.
    pub fn colours(&self) -> &[[u8; 3]] {
        &self.colours
    }

    /// Palette index of a colour.
    pub fn index(&mut self, px: &[u8]) -> u8 {
        let b = bucket(px);
        let known = self.lookup[b];
        if known != UNKNOWN {
            return known as u8;
        }
        let i = self.nearest(px) as u16;
        self.lookup[b] = i;
        i as u8
    }

    fn nearest(&self, px: &[u8]) -> usize {
        let d = |c: &[u8; 3]| -> i32 {
            let dr = c[0] as i32 - px[0] as i32;
            let dg = c[1] as i32 - px[1] as i32;
            let db = c[2] as i32 - px[2] as i32;
            // Green weighs most in perceived lightness; this keeps outlines from turning into
            // a hue that is close in numbers but looks wrong.
            2 * dr * dr + 4 * dg * dg + db * db
        };
        let mut best = (i32::MAX, 0);
        for (i, c) in self.colours.iter().enumerate() {
            let v = d(c);
            if v < best.0 {
                best = (v, i);
            }
        }
        best.1
    }

    /// The palette index of every pixel of an opaque image, row by row.
    pub fn indexed(&mut self, img: &RgbaImage) -> Vec<u8> {
        self.indexed_runs(&runs(img), (img.width() * img.height()) as usize)
    }

    fn indexed_runs(&mut self, runs: &[(u32, u32)], pixels: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(pixels);
        for &(c, n) in runs {
            let i = self.index(&c.to_le_bytes());
            out.resize(out.len() + n as usize, i);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgba;

    #[test]
    fn frequent_colours_survive_exactly_and_rare_ones_take_the_nearest() {
        let mut img = RgbaImage::from_pixel(40, 10, Rgba([146, 186, 92, 255]));
        for x in 0..20 {
            for y in 0..5 {
                img.put_pixel(x, y, Rgba([222, 190, 132, 255]));
            }
        }
        // One odd pixel close to the field colour.
        img.put_pixel(39, 9, Rgba([150, 180, 95, 255]));
        let (mut q, idx) = Quantizer::for_image(&img, 2);
        assert_eq!(q.colours().len(), 2);
        assert!(q.colours().contains(&[146, 186, 92]));
        assert!(q.colours().contains(&[222, 190, 132]));
        assert_eq!(idx, q.indexed(&img));
        let field = q.index(&[146, 186, 92, 255]);
        assert_eq!(idx[(9 * 40 + 39) as usize], field);
        assert_ne!(idx[0], field);
    }
}
