import type { Coordinates } from './distance.ts';

/**
 * Location privacy: the side of a grid cell, in kilometres. Everything another member can learn
 * about a member's coordinates (distance, a max-distance filter, the city named from them) is a
 * function of her cell alone, so the best anyone can do is its centre: she is somewhere in a
 * 3 × 3 km square around it, up to ~2.1 km from that guess and ~1.15 km on average.
 */
export const GRID_CELL_KM = 3;

/** Kilometres per degree of latitude on the mean Earth radius that distanceKm uses. */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;
const ROW_DEGREES = GRID_CELL_KM / KM_PER_DEGREE;
const ROWS = Math.ceil(180 / ROW_DEGREES);
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** One cell of the grid: a band of latitude (a row) cut into equal columns that tile all 360° of longitude. */
export interface GridCell {
  row: number;
  column: number;
  south: number;
  north: number;
  west: number;
  east: number;
  /** Where every member in the cell is shown to be. */
  centre: Coordinates;
}

/**
 * A row has as many columns as fit at its poleward edge, each at least GRID_CELL_KM wide there
 * (wider towards the equator by at most a hair): whole columns, so the antimeridian is a
 * column border like any other and no cell is cut narrow. The polar rows are one cell each.
 */
const columnsOfRow = (south: number, north: number): number => {
  const polewardEdge = Math.max(Math.abs(south), Math.abs(north));
  return Math.max(1, Math.floor((360 * Math.cos(radians(polewardEdge)) * KM_PER_DEGREE) / GRID_CELL_KM));
};

const clampIndex = (index: number, count: number) => Math.min(count - 1, Math.max(0, index));

/** The cell holding a point; a point on a border belongs to the cell north or east of it. */
export const gridCellOf = ({ latitude, longitude }: Coordinates): GridCell => {
  const row = clampIndex(Math.floor((latitude + 90) / ROW_DEGREES), ROWS);
  const south = -90 + row * ROW_DEGREES;
  const north = Math.min(90, south + ROW_DEGREES);
  const columns = columnsOfRow(south, north);
  const width = 360 / columns;
  const column = clampIndex(Math.floor((longitude + 180) / width), columns);
  const west = -180 + column * width;
  const east = column === columns - 1 ? 180 : west + width;
  return { row, column, south, north, west, east, centre: { latitude: (south + north) / 2, longitude: west + width / 2 } };
};

/**
 * THE function that makes a location coarse: the centre of its grid cell. Applied wherever
 * coordinates enter (the location and signup commands) and again wherever they are read for
 * others (the projectors, the discovery index), so events logged before it existed are covered.
 * Snapping a centre gives the same centre, so applying it twice changes nothing.
 */
export const coarseCoordinates = (point: Coordinates): Coordinates => gridCellOf(point).centre;

/** `coarseCoordinates` over nullable columns: a member without coordinates stays without. */
export const coarseOrNull = <Point extends { latitude: number | null; longitude: number | null }>(point: Point): Point => {
  if (point.latitude === null || point.longitude === null) return point;
  return { ...point, ...coarseCoordinates({ latitude: point.latitude, longitude: point.longitude }) };
};

/** "5.6037, -0.1870": what the locate button fills in when it cannot name the place it found. */
const COORDINATES_TEXT = /^\s*([-+]?\d{1,2}(?:\.\d+)?)\s*,\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * Location privacy: a location text that is a pair of coordinates would show every other member
 * where she is to the metre, on her card. It is replaced by her coarse point's ("Near 5.61,
 * -0.19": the centre of its grid cell), which tells no more than discovery's distance bands do,
 * and which is left as it is when made coarse again. Any other text is the member's own words.
 */
export const coarseLocationText = (text: string): string => {
  const match = COORDINATES_TEXT.exec(text);
  if (!match) return text;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return text;
  const coarse = coarseCoordinates({ latitude, longitude });
  return `Near ${coarse.latitude.toFixed(2)}, ${coarse.longitude.toFixed(2)}`;
};
