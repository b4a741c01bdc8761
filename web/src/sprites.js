// Tile sprites (`api/sprites/tile?t=NAME&px=N`) are public pictures: plain <img>, set only when
// the address changes so that a redraw does not fetch the same sprite again.

/** Shows sprite `src` in `img`. */
export function sprite(img, src) {
  if (img.dataset.src === src) return;
  img.dataset.src = src;
  img.src = src;
}
