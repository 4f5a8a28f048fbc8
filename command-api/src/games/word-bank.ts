/** Guessary's words by category, each with clues from vague to telling (the first is shown at once). */
export interface BankWord {
  category: string;
  word: string;
  clues: string[];
}

const words = (category: string, entries: Array<[word: string, ...clues: string[]]>): BankWord[] =>
  entries.map(([word, ...clues]) => ({ category, word, clues }));

export const WORD_BANK: readonly BankWord[] = [
  ...words('Food', [
    ['Jollof', 'A one-pot dish', 'Rice cooked in a tomato and pepper sauce', 'Nigeria and Ghana argue over who makes it best', 'Named after the Wolof empire of Senegal'],
    ['Injera', 'A flatbread', 'Spongy and slightly sour', 'Made from teff flour', 'Ethiopians eat stews on it with their hands'],
    ['Fufu', 'A soft dough', 'Pounded with a mortar and pestle', 'Made from cassava, yam or plantain', 'Swallowed with soup across West and Central Africa'],
    ['Suya', 'Street food cooked over fire', 'Thin slices of meat on skewers', 'Coated in a spicy peanut rub', 'A Hausa speciality sold at night in Nigeria'],
    ['Bobotie', 'A baked dish', 'Spiced minced meat', 'Topped with an egg custard', 'A Cape Malay favourite of South Africa'],
  ]),
  ...words('Music', [
    ['Afrobeat', 'A genre of the 1970s', 'Jazz, funk and highlife together', 'Long songs with horns and political lyrics', 'Fela Kuti created it in Lagos'],
    ['Kora', 'A musical instrument', 'It has 21 strings', 'Built on a large calabash', 'Played by the griots of Mali, Guinea and Senegal'],
    ['Amapiano', 'A dance music', 'Born in the townships', 'Known for its log drum bass', 'South Africa\'s sound of the 2020s'],
    ['Highlife', 'A genre over a hundred years old', 'Guitars and horns', 'Played in dance halls of the Gold Coast', 'Ghana\'s classic sound, of E.T. Mensah'],
    ['Rumba', 'A dance music', 'Sweet guitars and long dance sections', 'UNESCO heritage since 2021', 'Congolese bands made it famous across Africa'],
  ]),
  ...words('Places', [
    ['Timbuktu', 'A desert city', 'Famous for its manuscripts', 'A centre of learning under the Mali Empire', 'On the edge of the Sahara, near the Niger river'],
    ['Zanzibar', 'An island', 'Known as the spice island', 'Its Stone Town is a UNESCO site', 'Part of Tanzania, off the Swahili coast'],
    ['Kilimanjaro', 'A natural wonder', 'Snow near the equator', 'Africa\'s highest mountain', 'In Tanzania, near the Kenyan border'],
    ['Lalibela', 'A holy town', 'Churches carved from solid rock', 'Called a new Jerusalem', 'In the highlands of Ethiopia'],
    ['Soweto', 'A township', 'Its students rose up in 1976', 'Nelson Mandela lived on Vilakazi Street there', 'South West of Johannesburg'],
  ]),
  ...words('Culture', [
    ['Kente', 'Something made by hand', 'Woven in narrow strips', 'Bright colours, each with a meaning', 'The royal cloth of the Asante and Ewe of Ghana'],
    ['Sankofa', 'A symbol', 'A bird looking backwards', 'Go back and fetch what you left behind', 'An Adinkra symbol of the Akan, and this app\'s name'],
    ['Ubuntu', 'A philosophy', 'Community above the individual', 'Championed by Desmond Tutu', 'I am because we are'],
    ['Griot', 'A person', 'A keeper of history', 'Tells stories with songs and the kora', 'The West African praise singer and oral historian'],
    ['Adinkra', 'A set of images', 'Printed on cloth for ceremonies', 'Each stands for a proverb or idea', 'Akan symbols of Ghana, Sankofa among them'],
  ]),
];
