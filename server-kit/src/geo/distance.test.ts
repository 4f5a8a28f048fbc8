import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPool } from '../database.ts';
import { createTestDatabase } from '../testing.ts';
import { distanceKm, haversineSql } from './distance.ts';

const lagos = { latitude: 6.5244, longitude: 3.3792 };
const london = { latitude: 51.5074, longitude: -0.1278 };
const accra = { latitude: 5.6037, longitude: -0.187 };
const sydney = { latitude: -33.8688, longitude: 151.2093 };

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(lagos, london)).toBeCloseTo(5000, -2);
    expect(distanceKm(lagos, accra)).toBeCloseTo(407.4, 1);
    expect(distanceKm(london, london)).toBe(0);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015, 0);
  });
});

describe('haversineSql', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = createPool(await createTestDatabase());
  });
  afterAll(() => pool.end());

  it('computes in PostgreSQL what distanceKm computes, over columns and parameters', async () => {
    await pool.query('CREATE TABLE places (name text, latitude numeric(10, 8), longitude numeric(11, 8))');
    await pool.query(`INSERT INTO places VALUES ('Lagos', $1, $2), ('Accra', $3, $4), ('Sydney', $5, $6), ('Nowhere', NULL, NULL)`, [
      lagos.latitude,
      lagos.longitude,
      accra.latitude,
      accra.longitude,
      sydney.latitude,
      sydney.longitude,
    ]);
    const { rows } = await pool.query<{ name: string; km: number | null }>(
      `SELECT name, ${haversineSql('latitude', 'longitude', '$1', '$2')} AS km FROM places ORDER BY km NULLS LAST`,
      [london.latitude, london.longitude],
    );
    expect(rows.map((row) => row.name)).toEqual(['Lagos', 'Accra', 'Sydney', 'Nowhere']);
    expect(rows[0]!.km).toBeCloseTo(distanceKm(london, lagos), 6);
    expect(rows[1]!.km).toBeCloseTo(distanceKm(london, accra), 6);
    expect(rows[2]!.km).toBeCloseTo(distanceKm(london, sydney), 6);
    expect(rows[3]!.km).toBeNull();
  });

  it('does not fail on antipodes, where rounding pushes the haversine above 1', async () => {
    const { rows } = await pool.query<{ km: number }>(`SELECT ${haversineSql('$1', '$2', '$3', '$4')} AS km`, [0, 0, 0, 180]);
    expect(rows[0]!.km).toBeCloseTo(20015, 0);
  });
});
