export const INIT = `
CREATE TABLE ai_traits (
  member_id text COLLATE "C" PRIMARY KEY,
  heritage text NOT NULL,
  ethnic_group text,
  home_country text,
  languages text[] NOT NULL,
  religion text,
  profession text NOT NULL,
  cultural_values text[] NOT NULL,
  relationship_goals text,
  diaspora_generation text,
  shares_ethnicity_religion boolean NOT NULL DEFAULT false
);
CREATE TABLE ai_match_preferences (
  member_id text COLLATE "C" PRIMARY KEY,
  age_range text NOT NULL,
  distance_radius integer NOT NULL,
  cultural_importance integer NOT NULL,
  language_importance integer NOT NULL,
  religion_importance integer NOT NULL,
  education_importance integer NOT NULL,
  lifestyle_importance integer NOT NULL,
  ai_optimization boolean NOT NULL,
  learning_mode boolean NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE TABLE ai_learned_weights (
  member_id text COLLATE "C" PRIMARY KEY,
  likes integer NOT NULL,
  passes integer NOT NULL,
  like_sums float8[] NOT NULL,
  pass_sums float8[] NOT NULL,
  last_position text COLLATE "C" NOT NULL
);
CREATE TABLE ai_swipes (
  swiper_id text COLLATE "C" NOT NULL,
  swiped_id text COLLATE "C" NOT NULL,
  is_like boolean NOT NULL,
  last_position text COLLATE "C" NOT NULL,
  PRIMARY KEY (swiper_id, swiped_id)
);
CREATE TABLE ai_optimizations (
  member_id text COLLATE "C" PRIMARY KEY,
  optimized_at timestamptz NOT NULL,
  runs integer NOT NULL,
  last_position text COLLATE "C" NOT NULL
);
`;

export interface AiTraitsRow {
  member_id: string;
  heritage: string;
  ethnic_group: string | null;
  home_country: string | null;
  languages: string[];
  religion: string | null;
  profession: string;
  cultural_values: string[];
  relationship_goals: string | null;
  diaspora_generation: string | null;
  /** Her recorded consent: without it her ethnic group and religion play no part in anyone's compatibility. */
  shares_ethnicity_religion: boolean;
}

export interface AiMatchPreferencesRow {
  member_id: string;
  age_range: string;
  distance_radius: number;
  cultural_importance: number;
  language_importance: number;
  religion_importance: number;
  education_importance: number;
  lifestyle_importance: number;
  ai_optimization: boolean;
  learning_mode: boolean;
  updated_at: Date;
}

/** `like_sums`/`pass_sums` in the order of `DIMENSIONS`. */
export interface AiLearnedWeightsRow {
  member_id: string;
  likes: number;
  passes: number;
  like_sums: number[];
  pass_sums: number[];
  last_position: string;
}

export interface AiOptimizationRow {
  member_id: string;
  optimized_at: Date;
  runs: number;
  last_position: string;
}
