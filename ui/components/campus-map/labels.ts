/** Where each point's label goes on the campus map: beside its point, inside the map, clear of the labels and points already placed where it can be. */

interface Placed {
  x: number;
  y: number;
  label: string;
}

interface Label extends Placed {
  /** The text's anchor point and alignment. */
  tx: number;
  ty: number;
  anchor: "start" | "end" | "middle";
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How much two boxes overlap, in square map units (0 when apart). */
const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Labels for points in the order given (the first get the best places), for a font of `size` map units, on a map of
 * `width` × `height`: right of the point, else left, above, below, then the four corners; where every side is taken,
 * the side that covers the least of what is already placed. Then each label in turn moves to the side that covers the
 * least of all the others, until none moves: a name placed early may step aside for a crowded neighbour.
 */
export function placeLabels(points: Placed[], size: number, radius: number, width: number, height: number): Label[] {
  const inside = (box: Box) => box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
  const gap = radius + size * 0.3;
  const dots: Box[] = points.map(({ x, y }) => ({ left: x - radius, top: y - radius, right: x + radius, bottom: y + radius }));
  const sidesOf = (point: Placed) => {
    // an estimate of the text's width, on the wide side: a bold sans-serif takes about 0.6 em a letter (Inter) to 0.66 (DejaVu Sans, Linux’s fallback)
    const text = point.label.length * size * 0.66;
    const { x, y } = point;
    const beside = (tx: number, anchor: Label["anchor"], ty: number) => {
      const left = anchor === "start" ? tx : anchor === "end" ? tx - text : tx - text / 2;
      return { tx, ty, anchor, box: { left, top: ty - size * 0.85, right: left + text, bottom: ty + size * 0.15 } };
    };
    const corner = gap * 0.7;
    const all = [
      beside(x + gap, "start", y + size * 0.35),
      beside(x - gap, "end", y + size * 0.35),
      beside(x, "middle", y - gap),
      beside(x, "middle", y + gap + size * 0.8),
      beside(x + corner, "start", y - corner),
      beside(x + corner, "start", y + corner + size * 0.8),
      beside(x - corner, "end", y - corner),
      beside(x - corner, "end", y + corner + size * 0.8),
    ];
    const fitting = all.filter((side) => inside(side.box));
    return fitting.length > 0 ? fitting : all;
  };
  const sides = points.map(sidesOf);
  const chosen: (ReturnType<typeof sidesOf>[number] | undefined)[] = [];
  const covered = (i: number, box: Box) =>
    [...dots, ...chosen.flatMap((side, j) => (side && j !== i ? [side.box] : []))].reduce((sum, other) => sum + overlap(box, other), 0);
  const best = (i: number) => sides[i]!.reduce((a, b) => (covered(i, b.box) < covered(i, a.box) ? b : a));
  points.forEach((_, i) => (chosen[i] = best(i)));
  for (let pass = 0, moved = true; moved && pass < 10; pass++) {
    moved = false;
    points.forEach((_, i) => {
      const side = best(i);
      if (covered(i, side.box) < covered(i, chosen[i]!.box)) [chosen[i], moved] = [side, true];
    });
  }
  return points.map((point, i) => ({ ...point, tx: chosen[i]!.tx, ty: chosen[i]!.ty, anchor: chosen[i]!.anchor }));
}
