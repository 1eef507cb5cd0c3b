/** Where each point's label goes on the campus map: beside its point, on the first side inside the map where it overlaps no label nor point already placed. */

export interface Placed {
  x: number;
  y: number;
  label: string;
}

export interface Label extends Placed {
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

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Labels for points in the order given (the first get the best places), for a font of `size` map units, on a map of `width` × `height`. */
export function placeLabels(points: Placed[], size: number, radius: number, width: number, height: number): Label[] {
  const inside = (box: Box) => box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
  const gap = radius + size * 0.3;
  const taken: Box[] = points.map(({ x, y }) => ({ left: x - radius, top: y - radius, right: x + radius, bottom: y + radius }));
  return points.map((point) => {
    // an estimate of the text's width: the map draws names in a sans-serif font, about 0.62 em a letter in bold
    const text = point.label.length * size * 0.62;
    const sides: { tx: number; ty: number; anchor: Label["anchor"]; box: Box }[] = [
      { tx: point.x + gap, ty: point.y + size * 0.35, anchor: "start", box: { left: point.x + gap, top: point.y - size * 0.5, right: point.x + gap + text, bottom: point.y + size * 0.5 } },
      { tx: point.x - gap, ty: point.y + size * 0.35, anchor: "end", box: { left: point.x - gap - text, top: point.y - size * 0.5, right: point.x - gap, bottom: point.y + size * 0.5 } },
      { tx: point.x, ty: point.y - gap, anchor: "middle", box: { left: point.x - text / 2, top: point.y - gap - size, right: point.x + text / 2, bottom: point.y - gap } },
      { tx: point.x, ty: point.y + gap + size * 0.8, anchor: "middle", box: { left: point.x - text / 2, top: point.y + gap, right: point.x + text / 2, bottom: point.y + gap + size } },
    ];
    const fitting = sides.filter((s) => inside(s.box));
    const side = fitting.find((s) => !taken.some((box) => overlaps(box, s.box))) ?? fitting[0] ?? sides[0]!;
    taken.push(side.box);
    return { ...point, tx: side.tx, ty: side.ty, anchor: side.anchor };
  });
}
