/** The spec's filter lists (section 9), which the community must cover. */
export const CULTURAL_VALUES = [
  'family-oriented',
  'traditional',
  'modern',
  'creative',
  'ambitious',
  'community-focused',
  'spiritual',
  'educational',
  'cultural-pride',
  'progressive',
] as const;

export const DIASPORA_GENERATIONS = { 'first-generation': 9, 'second-generation': 7, 'third-generation': 2, 'multi-generational': 2 };

export const RELATIONSHIP_GOALS = { serious: 5, marriage: 4, 'long-term': 4, friendship: 2, casual: 1, open: 1 };

/** Beside each group's usual faiths, people who found their own. */
export const OTHER_BELIEFS = { Spiritual: 4, None: 4, Traditional: 2, Buddhism: 1, Hindu: 1, Judaism: 1 };

/** Learned for work, travel or love. */
export const LEARNED_LANGUAGES = ['Portuguese', 'Spanish', 'French', 'Arabic', 'Swahili', 'English'] as const;

export const PROFESSIONS = [
  'Software Engineer',
  'Nurse',
  'Medical Doctor',
  'Architect',
  'Lawyer',
  'Accountant',
  'Secondary School Teacher',
  'Fashion Designer',
  'Entrepreneur',
  'Chef',
  'Photographer',
  'Musician',
  'Pharmacist',
  'Civil Engineer',
  'Data Scientist',
  'Journalist',
  'Marketing Manager',
  'Investment Banker',
  'Product Designer',
  'Midwife',
  'Economist',
  'Film Producer',
  'Research Scientist',
  'Social Worker',
  'Dentist',
  'Mechanical Engineer',
  'Graphic Designer',
  'Airline Pilot',
  'Management Consultant',
  'Real Estate Agent',
  'Nonprofit Director',
  'Physiotherapist',
  'Agronomist',
  'Event Planner',
  'University Lecturer',
  'Civil Servant',
  'Textile Artist',
  'Sound Engineer',
  'Logistics Manager',
  'Fitness Coach',
  'Policy Analyst',
  'Radio Presenter',
  'Startup Founder',
  'Hair Stylist',
  'Translator',
] as const;

export const PASTIMES = [
  'long walks by the water',
  'cooking for friends',
  'live music',
  'reading African literature',
  'football on Sundays',
  'dancing until late',
  'gallery openings',
  'hiking',
  'church choir',
  'volunteering with youth groups',
  'travelling the continent',
  'board games',
  'gardening',
  'podcasts about history',
  'photography walks',
  'salsa classes',
] as const;

export const GOAL_SENTENCES: Readonly<Record<keyof typeof RELATIONSHIP_GOALS, readonly string[]>> = {
  serious: ['Looking for something real with someone who knows who they are.', 'Ready for a serious relationship built on respect and laughter.'],
  marriage: ['Looking for my life partner — someone to build a home and a family with.', 'Marriage-minded and not ashamed of it.'],
  'long-term': ['Hoping to find a long-term partner to grow with.', 'Here for something that lasts.'],
  friendship: ['New in town and happy to make friends first.', 'Friendship first — the best love stories start there.'],
  casual: ['Keeping it easy: good conversation, good food, no pressure.', 'Open to meeting people and seeing where it goes.'],
  open: ['Open-minded and curious about where connection leads.', 'No fixed script — just honest people and good energy.'],
};
