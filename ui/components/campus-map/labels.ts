/** Where each point's label goes on the campus map: beside its point, on the first side where it overlaps no label nor point already placed. */

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

/** Labels for points in the order given (the first get the best places), for a font of `size` map units. */
export function placeLabels(points: Placed[], size: number, radius: number): Label[] {
  const gap = radius + size * 0.3;
  const taken: Box[] = points.map(({ x, y }) => ({ left: x - radius, top: y - radius, right: x + radius, bottom: y + radius }));
  return points.map((point) => {
    // an estimate of the text's width: the map draws names in a sans-serif font, about 0.58 em a letter
    const width = point.label.length * size * 0.58;
    const sides: { tx: number; ty: number; anchor: Label["anchor"]; box: Box }[] = [
      { tx: point.x + gap, ty: point.y + size * 0.35, anchor: "start", box: { left: point.x + gap, top: point.y - size * 0.5, right: point.x + gap + width, bottom: point.y + size * 0.5 } },
      { tx: point.x - gap, ty: point.y + size * 0.35, anchor: "end", box: { left: point.x - gap - width, top: point.y - size * 0.5, right: point.x - gap, bottom: point.y + size * 0.5 } },
      { tx: point.x, ty: point.y - gap, anchor: "middle", box: { left: point.x - width / 2, top: point.y - gap - size, right: point.x + width / 2, bottom: point.y - gap } },
      { tx: point.x, ty: point.y + gap + size * 0.8, anchor: "middle", box: { left: point.x - width / 2, top: point.y + gap, right: point.x + width / 2, bottom: point.y + gap + size } },
    ];
    const side = sides.find((s) => !taken.some((box) => overlaps(box, s.box))) ?? sides[0]!;
    taken.push(side.box);
    return { ...point, tx: side.tx, ty: side.ty, anchor: side.anchor };
  });
}
