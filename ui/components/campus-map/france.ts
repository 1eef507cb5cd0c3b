/**
 * Metropolitan France drawn for the campus map: a coarse outline (longitude, latitude in degrees, WGS 84) of the
 * mainland and Corsica, traced from well-known points of its coasts and borders, and the projection to the map's
 * units (equirectangular, longitudes shrunk by the cosine of France's middle latitude, so shapes look right).
 */

type Point = readonly [lon: number, lat: number];

const MAINLAND: Point[] = [
  [2.37, 51.05], [2.55, 51.09], [2.9, 50.7], [3.25, 50.76], [3.6, 50.49], [4.0, 50.35], [4.2, 50.0], [4.83, 50.15],
  [4.87, 49.8], [5.4, 49.62], [5.82, 49.55], [6.36, 49.46], [6.73, 49.17], [7.05, 49.12], [7.5, 49.05], [8.2, 48.97],
  [7.8, 48.5], [7.58, 48.1], [7.56, 47.58], [7.0, 47.5], [6.95, 47.25], [6.45, 46.95], [6.1, 46.6], [6.14, 46.2],
  [6.8, 46.39], [6.87, 45.83], [7.15, 45.25], [6.72, 44.93], [6.95, 44.5], [7.7, 44.15], [7.5, 43.78], [7.27, 43.7],
  [7.12, 43.57], [6.95, 43.55], [6.64, 43.27], [6.2, 43.1], [5.93, 43.1], [5.3, 43.3], [4.8, 43.35], [4.6, 43.4],
  [4.13, 43.53], [3.7, 43.4], [3.2, 43.25], [3.05, 43.05], [3.05, 42.65], [3.17, 42.44], [2.5, 42.35], [1.72, 42.5],
  [1.4, 42.7], [0.7, 42.85], [0.0, 42.7], [-0.6, 42.8], [-1.4, 43.05], [-1.78, 43.37], [-1.55, 43.48], [-1.45, 44.0],
  [-1.25, 44.65], [-1.15, 45.5], [-1.06, 45.57], [-1.2, 46.1], [-1.15, 46.16], [-1.78, 46.5], [-2.15, 46.9], [-2.2, 47.27],
  [-2.5, 47.3], [-3.1, 47.5], [-3.4, 47.7], [-3.9, 47.87], [-4.35, 47.8], [-4.73, 48.04], [-4.5, 48.35], [-4.77, 48.4],
  [-4.4, 48.65], [-3.98, 48.72], [-3.2, 48.85], [-2.0, 48.65], [-1.5, 48.63], [-1.6, 49.2], [-1.85, 49.7], [-1.6, 49.65],
  [-1.27, 49.67], [-1.1, 49.35], [-0.3, 49.3], [0.1, 49.5], [0.2, 49.7], [1.08, 49.93], [1.38, 50.06], [1.6, 50.4],
  [1.6, 50.73], [1.58, 50.87], [1.85, 50.95],
];

const CORSICA: Point[] = [
  [9.4, 43.0], [9.47, 42.7], [9.55, 42.1], [9.4, 41.6], [9.15, 41.38], [8.8, 41.6], [8.7, 41.92], [8.6, 42.35], [8.75, 42.57], [9.3, 42.68],
];

const WEST = -5.2;
const NORTH = 51.3;
const EAST = 9.8;
const SOUTH = 41.2;
/** Map units per degree of latitude. */
const SCALE = 60;
const SHRINK = Math.cos((46.5 * Math.PI) / 180);

/** Where a position falls on the map, in its units. */
export const project = (lon: number, lat: number) => ({ x: (lon - WEST) * SHRINK * SCALE, y: (NORTH - lat) * SCALE });

export const MAP_WIDTH = Math.ceil((EAST - WEST) * SHRINK * SCALE);
export const MAP_HEIGHT = Math.ceil((NORTH - SOUTH) * SCALE);

const pathOf = (points: Point[]) =>
  `${points.map(([lon, lat], i) => `${i === 0 ? "M" : "L"}${project(lon, lat).x.toFixed(1)} ${project(lon, lat).y.toFixed(1)}`).join(" ")} Z`;

/** The outline as one SVG path: the mainland, then Corsica. */
export const FRANCE_PATH = `${pathOf(MAINLAND)} ${pathOf(CORSICA)}`;
