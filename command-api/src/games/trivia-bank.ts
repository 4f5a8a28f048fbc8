/**
 * Cultural Trivia's questions on African and diaspora history and culture, each with its region and
 * difficulty. The right answer is listed first; the options are shuffled when a game draws the question.
 */
export interface BankQuestion {
  questionId: string;
  question: string;
  /** The right answer first. */
  options: [string, string, string, string];
  category: 'History' | 'Music' | 'Literature' | 'Food' | 'Geography' | 'Language' | 'Arts' | 'Sport' | 'Film' | 'Religion';
  region: 'West Africa' | 'East Africa' | 'Southern Africa' | 'Central Africa' | 'North Africa' | 'Diaspora' | 'Pan-African';
  difficulty: 'easy' | 'medium' | 'hard';
}

type Entry = [question: string, options: BankQuestion['options'], category: BankQuestion['category'], difficulty: BankQuestion['difficulty']];

const inRegion = (region: BankQuestion['region'], prefix: string, entries: Entry[]): BankQuestion[] =>
  entries.map(([question, options, category, difficulty], index) => ({ questionId: `${prefix}-${index + 1}`, question, options, category, region, difficulty }));

const WEST_AFRICA: Entry[] = [
  ['Which West African empire was ruled by Mansa Musa?', ['Mali Empire', 'Songhai Empire', 'Ghana Empire', 'Kanem-Bornu'], 'History', 'medium'],
  ['Timbuktu, a famed centre of Islamic learning, is in which country?', ['Mali', 'Niger', 'Senegal', 'Mauritania'], 'Geography', 'easy'],
  ['Which country, in 1957, became the first sub-Saharan African colony to win independence from Britain?', ['Ghana', 'Nigeria', 'Kenya', 'Sierra Leone'], 'History', 'easy'],
  ["Who was Ghana's first president?", ['Kwame Nkrumah', 'Jerry Rawlings', 'John Kufuor', 'Kofi Busia'], 'History', 'easy'],
  ["Who wrote the novel 'Things Fall Apart' (1958)?", ['Chinua Achebe', 'Wole Soyinka', "Ngũgĩ wa Thiong'o", 'Ben Okri'], 'Literature', 'easy'],
  ['Which Nigerian writer became the first African to win the Nobel Prize in Literature, in 1986?', ['Wole Soyinka', 'Chinua Achebe', 'Chimamanda Ngozi Adichie', 'Ben Okri'], 'Literature', 'medium'],
  ['Who pioneered Afrobeat music in 1970s Lagos?', ['Fela Kuti', 'King Sunny Adé', "Youssou N'Dour", 'Burna Boy'], 'Music', 'easy'],
  ['Kente cloth is the royal woven cloth of which peoples?', ['The Asante and Ewe of Ghana', 'The Maasai of Kenya', 'The Zulu of South Africa', 'The Amazigh of Morocco'], 'Arts', 'easy'],
  ['Jollof rice takes its name from the Wolof (Jolof) empire of which present-day country?', ['Senegal', 'Nigeria', 'Ghana', 'Liberia'], 'Food', 'medium'],
  ['The Benin Bronzes were made in the Kingdom of Benin, in which present-day country?', ['Nigeria', 'Benin', 'Togo', 'Cameroon'], 'Arts', 'medium'],
  ['Which Asante queen mother led the War of the Golden Stool against the British in 1900?', ['Yaa Asantewaa', 'Queen Amina', 'Njinga Mbande', 'Taytu Betul'], 'History', 'medium'],
  ['Queen Amina was a 16th-century warrior queen of which Hausa city-state?', ['Zazzau (Zaria)', 'Kano', 'Katsina', 'Sokoto'], 'History', 'hard'],
  ['Which Senegalese star sang "7 Seconds" with Neneh Cherry?', ["Youssou N'Dour", 'Baaba Maal', 'Salif Keita', 'Ismaël Lô'], 'Music', 'medium'],
  ['Which Malian singer is known as "the Golden Voice of Africa"?', ['Salif Keita', 'Ali Farka Touré', 'Oumou Sangaré', 'Toumani Diabaté'], 'Music', 'medium'],
  ['The kora, a 21-string harp-lute, belongs to which tradition?', ['The Mande griots of West Africa', 'Ethiopian Orthodox chant', 'Congolese rumba bands', 'Zulu isicathamiya choirs'], 'Music', 'medium'],
  ['The epic of Sundiata tells of the founder of which empire?', ['Mali Empire', 'Songhai Empire', 'Oyo Empire', 'Asante Empire'], 'History', 'medium'],
  ['Which language is a lingua franca of northern Nigeria and Niger?', ['Hausa', 'Yoruba', 'Twi', 'Wolof'], 'Language', 'easy'],
  ['Which city was the capital of Nigeria until 1991?', ['Lagos', 'Ibadan', 'Kano', 'Enugu'], 'Geography', 'easy'],
  ['The Osun-Osogbo Sacred Grove honours Osun, the Yoruba orisha of what?', ['Rivers and fresh water', 'Thunder', 'Iron and war', 'The sea'], 'Religion', 'medium'],
  ['Shango is the Yoruba orisha of what?', ['Thunder and lightning', 'The sea', 'Iron', 'The crossroads'], 'Religion', 'medium'],
  ['The "Door of No Return" memorial of the slave trade stands on which Senegalese island?', ['Gorée Island', 'Robben Island', 'Bunce Island', 'Zanzibar'], 'History', 'easy'],
  ["Liberia's capital is named after which US president?", ['James Monroe', 'Thomas Jefferson', 'Abraham Lincoln', 'George Washington'], 'History', 'easy'],
  ['In which decade was Freetown, Sierra Leone, founded as a home for formerly enslaved people?', ['1790s', '1690s', '1850s', '1900s'], 'History', 'hard'],
  ['Which Burkinabè president was called "Africa\'s Che Guevara"?', ['Thomas Sankara', 'Blaise Compaoré', 'Amílcar Cabral', 'Sékou Touré'], 'History', 'easy'],
  ['Amílcar Cabral led the independence struggle of which two countries?', ['Guinea-Bissau and Cape Verde', 'Angola and Mozambique', 'Mali and Senegal', 'Togo and Benin'], 'History', 'medium'],
  ['Fufu is usually made by pounding what?', ['Cassava, yam or plantain', 'Fermented milk', 'Dried fish', 'Millet beer'], 'Food', 'easy'],
  ['What does the Akan Adinkra symbol Sankofa mean?', ['Go back and fetch what was left behind', 'Strength through unity', 'God is supreme', 'Love never loses its way'], 'Language', 'easy'],
  ['Adinkra symbols come from the Akan people of which country?', ['Ghana', 'Kenya', 'Egypt', 'Angola'], 'Arts', 'easy'],
  ['The terracotta sculptures of the ancient Nok culture are found in which country?', ['Nigeria', 'Mali', 'Ghana', 'Chad'], 'Arts', 'medium'],
  ['Which Nigerian city is famous for the Eyo masquerade festival?', ['Lagos', 'Ibadan', 'Abeokuta', 'Ile-Ife'], 'Religion', 'hard'],
  ['Egusi soup is thickened with what?', ['Ground melon seeds', 'Okra', 'Peanut butter', 'Cassava leaves'], 'Food', 'medium'],
  ["Fela Kuti's compound, which he declared independent of Nigeria, was called what?", ['Kalakuta Republic', 'Afrika Shrine', 'Egypt 80', 'Republic of Lagos'], 'Music', 'hard'],
  ["Chimamanda Ngozi Adichie's novel set during the Biafran War is called what?", ['Half of a Yellow Sun', 'Americanah', 'Purple Hibiscus', 'Homegoing'], 'Literature', 'medium'],
  ['Which Senegalese writer and director is called the father of African cinema?', ['Ousmane Sembène', 'Djibril Diop Mambéty', 'Souleymane Cissé', 'Abderrahmane Sissako'], 'Film', 'medium'],
  ['Nollywood is the film industry of which country?', ['Nigeria', 'Ghana', 'Kenya', 'South Africa'], 'Film', 'easy'],
  ['FESPACO, Africa\'s largest film festival, is held in which city?', ['Ouagadougou', 'Dakar', 'Lagos', 'Accra'], 'Film', 'medium'],
  ['Grammy winner Angélique Kidjo comes from which country?', ['Benin', 'Togo', 'Ivory Coast', 'Cameroon'], 'Music', 'medium'],
  ["Which Liberian footballer won the 1995 Ballon d'Or and later became his country's president?", ['George Weah', 'Didier Drogba', 'Samuel Eto\'o', 'Abedi Pele'], 'Sport', 'easy'],
  ['Which country is the most populous in Africa?', ['Nigeria', 'Ethiopia', 'Egypt', 'DR Congo'], 'Geography', 'easy'],
  ['Highlife music was born in which country?', ['Ghana', 'Kenya', 'Angola', 'Zimbabwe'], 'Music', 'easy'],
];

const EAST_AFRICA: Entry[] = [
  ['Which country defeated Italy at the Battle of Adwa in 1896 and kept its independence?', ['Ethiopia', 'Somalia', 'Kenya', 'Eritrea'], 'History', 'easy'],
  ['Which emperor led Ethiopia to victory at Adwa?', ['Menelik II', 'Haile Selassie', 'Tewodros II', 'Yohannes IV'], 'History', 'medium'],
  ['In which city is the African Union headquartered?', ['Addis Ababa', 'Nairobi', 'Johannesburg', 'Abuja'], 'Geography', 'easy'],
  ["Who was Kenya's first president?", ['Jomo Kenyatta', 'Daniel arap Moi', 'Mwai Kibaki', 'Tom Mboya'], 'History', 'easy'],
  ['Wangari Maathai, the first African woman to win the Nobel Peace Prize, founded which movement?', ['The Green Belt Movement', 'The Black Consciousness Movement', 'The Harambee Movement', 'The Ujamaa Movement'], 'History', 'easy'],
  ['Swahili grew up as a trade language along which coast?', ['The East African coast', 'The Gold Coast', 'The Skeleton Coast', 'The Barbary Coast'], 'Language', 'easy'],
  ['The rock-hewn churches of Lalibela are in which country?', ['Ethiopia', 'Eritrea', 'Sudan', 'Uganda'], 'Religion', 'easy'],
  ["What was Julius Nyerere's policy of African socialism in Tanzania called?", ['Ujamaa', 'Ubuntu', 'Harambee', 'Négritude'], 'History', 'medium'],
  ["Kenya's national motto, Harambee, means what?", ['Let us all pull together', 'Freedom and work', 'Peace and love', 'One nation'], 'Language', 'medium'],
  ['Which island off Tanzania was the heart of the East African spice trade?', ['Zanzibar', 'Lamu', 'Madagascar', 'Mauritius'], 'History', 'easy'],
  ["Ngũgĩ wa Thiong'o, author of 'Petals of Blood', comes from which country?", ['Kenya', 'Tanzania', 'Uganda', 'Ethiopia'], 'Literature', 'easy'],
  ["Ngũgĩ wa Thiong'o chose to write his later novels in which language?", ['Gikuyu', 'Swahili', 'Amharic', 'Luganda'], 'Literature', 'medium'],
  ['The ancient Kingdom of Aksum lay in which present-day countries?', ['Ethiopia and Eritrea', 'Sudan and Egypt', 'Kenya and Somalia', 'Uganda and Rwanda'], 'History', 'medium'],
  ['Injera, the Ethiopian flatbread, is made mostly from which grain?', ['Teff', 'Maize', 'Wheat', 'Rice'], 'Food', 'easy'],
  ['Coffee is believed to have first been used in which country?', ['Ethiopia', 'Kenya', 'Yemen', 'Brazil'], 'Food', 'easy'],
  ["Which is Africa's largest lake?", ['Lake Victoria', 'Lake Tanganyika', 'Lake Malawi', 'Lake Chad'], 'Geography', 'easy'],
  ['Mount Kilimanjaro is in which country?', ['Tanzania', 'Kenya', 'Uganda', 'Ethiopia'], 'Geography', 'easy'],
  ['The Maasai people live mainly in which two countries?', ['Kenya and Tanzania', 'Uganda and Rwanda', 'Ethiopia and Somalia', 'Zambia and Malawi'], 'Geography', 'easy'],
  ['How did Abebe Bikila run the marathon he won at the 1960 Rome Olympics?', ['Barefoot', 'With a broken arm', 'Carrying a flag', 'Backwards for the last mile'], 'Sport', 'easy'],
  ['What is the capital of Rwanda?', ['Kigali', 'Butare', 'Gitega', 'Kampala'], 'Geography', 'easy'],
  ['"Lucy", a 3.2-million-year-old hominin skeleton, was found in which country?', ['Ethiopia', 'Kenya', 'Tanzania', 'South Africa'], 'History', 'easy'],
  ['Somalia, for its love of oral poetry, is often called what?', ['A nation of poets', 'The land of griots', 'The singing coast', 'The storytellers\' horn'], 'Literature', 'medium'],
  ['What is the title of the king of Buganda, in Uganda?', ['Kabaka', 'Asantehene', 'Oba', 'Negus'], 'History', 'medium'],
  ['Which Ugandan runner won Olympic 10,000 m gold at the Tokyo Games?', ['Joshua Cheptegei', 'Eliud Kipchoge', 'Kenenisa Bekele', 'Haile Gebrselassie'], 'Sport', 'hard'],
  ['Which Kenyan ran the first marathon under two hours, in Vienna in 2019?', ['Eliud Kipchoge', 'Paul Tergat', 'Haile Gebrselassie', 'Kelvin Kiptum'], 'Sport', 'medium'],
  ['The Mau Mau uprising of the 1950s was against British rule in which country?', ['Kenya', 'Uganda', 'Tanzania', 'Zambia'], 'History', 'easy'],
];

const SOUTHERN_AFRICA: Entry[] = [
  ['On which island was Nelson Mandela held for 18 of his 27 years in prison?', ['Robben Island', 'Gorée Island', 'Zanzibar', 'Lamu'], 'History', 'easy'],
  ["In which year did Nelson Mandela become South Africa's first democratically elected president?", ['1994', '1990', '1989', '1999'], 'History', 'easy'],
  ['The stone city of Great Zimbabwe was built by ancestors of which people?', ['The Shona', 'The Zulu', 'The Xhosa', 'The Herero'], 'History', 'medium'],
  ['The philosophy of Ubuntu is often summed up as what?', ['I am because we are', 'Go back and fetch it', 'Let us pull together', 'Unity is strength'], 'Language', 'easy'],
  ['Who built the Zulu kingdom in the early 19th century?', ['Shaka', 'Cetshwayo', 'Moshoeshoe', 'Dingane'], 'History', 'easy'],
  ['King Moshoeshoe I founded the nation of which present-day country?', ['Lesotho', 'Botswana', 'Eswatini', 'Namibia'], 'History', 'medium'],
  ['Which singer was known as "Mama Africa"?', ['Miriam Makeba', 'Brenda Fassie', 'Angélique Kidjo', 'Cesária Évora'], 'Music', 'easy'],
  ['Amapiano music was born in which country?', ['South Africa', 'Nigeria', 'Kenya', 'Ghana'], 'Music', 'easy'],
  ['Hugh Masekela was famous for playing which instrument?', ['Trumpet', 'Saxophone', 'Kora', 'Mbira'], 'Music', 'easy'],
  ['The 1976 Soweto uprising began with students protesting against what?', ['Afrikaans imposed in their schools', 'A bus fare rise', 'The pass laws', 'A ban on football'], 'History', 'medium'],
  ['Steve Biko led which movement?', ['The Black Consciousness Movement', 'The Green Belt Movement', 'The Pan-Africanist Congress', 'The Négritude movement'], 'History', 'medium'],
  ['At which 1995 event did Nelson Mandela wear a Springbok jersey?', ['The Rugby World Cup final', 'The Africa Cup of Nations final', 'The Olympic Games', 'His inauguration'], 'Sport', 'easy'],
  ['Bobotie, spiced mince baked with an egg topping, is a classic of which country?', ['South Africa', 'Kenya', 'Nigeria', 'Morocco'], 'Food', 'medium'],
  ['The Okavango Delta, a UNESCO World Heritage site, is in which country?', ['Botswana', 'Namibia', 'Zambia', 'Angola'], 'Geography', 'medium'],
  ['Victoria Falls lies on the border of which two countries?', ['Zambia and Zimbabwe', 'Botswana and Namibia', 'Malawi and Mozambique', 'Kenya and Uganda'], 'Geography', 'easy'],
  ['What does Mosi-oa-Tunya, the local name of Victoria Falls, mean?', ['The smoke that thunders', 'The great water', 'The river of gods', 'The falling sky'], 'Language', 'medium'],
  ['Samora Machel led which country to independence in 1975?', ['Mozambique', 'Angola', 'Zimbabwe', 'Namibia'], 'History', 'medium'],
  ['Which archbishop chaired South Africa\'s Truth and Reconciliation Commission?', ['Desmond Tutu', 'Trevor Huddleston', 'Allan Boesak', 'Denis Hurley'], 'History', 'easy'],
  ['The mbira, or thumb piano, is closely tied to the culture of which people?', ['The Shona of Zimbabwe', 'The Wolof of Senegal', 'The Amhara of Ethiopia', 'The Berbers of Morocco'], 'Music', 'medium'],
  ['Which South African choir sang on Paul Simon\'s album Graceland?', ['Ladysmith Black Mambazo', 'Soweto Gospel Choir', 'Mahotella Queens', 'Stimela'], 'Music', 'medium'],
  ['Which country hosted the first football World Cup held in Africa, in 2010?', ['South Africa', 'Egypt', 'Nigeria', 'Morocco'], 'Sport', 'easy'],
];

const CENTRAL_AFRICA: Entry[] = [
  ['Patrice Lumumba was the first prime minister of which country?', ['Democratic Republic of the Congo', 'Republic of the Congo', 'Gabon', 'Central African Republic'], 'History', 'easy'],
  ['Queen Njinga Mbande resisted the Portuguese in what is now which country?', ['Angola', 'Mozambique', 'Gabon', 'Cameroon'], 'History', 'medium'],
  ['Franco Luambo Makiadi led which legendary Congolese band?', ['TPOK Jazz', 'Osibisa', 'Bembeya Jazz', 'Super Rail Band'], 'Music', 'hard'],
  ['Makossa music comes from which country?', ['Cameroon', 'Gabon', 'Chad', 'Angola'], 'Music', 'medium'],
  ["Manu Dibango's 1972 hit was called what?", ['Soul Makossa', 'Pata Pata', 'Water No Get Enemy', 'Yéké Yéké'], 'Music', 'easy'],
  ['Mbanza Kongo, capital of the old Kingdom of Kongo, is in which present-day country?', ['Angola', 'DR Congo', 'Republic of the Congo', 'Gabon'], 'History', 'hard'],
  ['Which is the deepest river in the world?', ['The Congo', 'The Nile', 'The Niger', 'The Zambezi'], 'Geography', 'medium'],
  ['Which capital city faces Kinshasa across the Congo River?', ['Brazzaville', 'Bangui', 'Libreville', 'Yaoundé'], 'Geography', 'easy'],
  ['Lingala is a lingua franca of which region?', ['The Congo basin', 'The Horn of Africa', 'The Sahel', 'The Cape'], 'Language', 'medium'],
  ['Which Cameroonian striker danced at the corner flag at the 1990 World Cup, aged 38?', ['Roger Milla', "Samuel Eto'o", 'Patrick Mboma', 'Thomas N\'Kono'], 'Sport', 'easy'],
  ['Papa Wemba was a star of which music?', ['Soukous and Congolese rumba', 'Highlife', 'Mbalax', 'Kwaito'], 'Music', 'medium'],
  ['Congolese rumba was added to UNESCO\'s intangible heritage list in which year?', ['2021', '2001', '2011', '2016'], 'Music', 'hard'],
  ['Yaoundé is the capital of which country?', ['Cameroon', 'Gabon', 'Chad', 'Equatorial Guinea'], 'Geography', 'easy'],
];

const NORTH_AFRICA: Entry[] = [
  ['The Great Pyramid of Giza was built for which pharaoh?', ['Khufu', 'Tutankhamun', 'Ramesses II', 'Akhenaten'], 'History', 'medium'],
  ['The ancient city of Carthage is in which present-day country?', ['Tunisia', 'Libya', 'Algeria', 'Morocco'], 'History', 'easy'],
  ['Who founded the University of al-Qarawiyyin in Fez in 859?', ['Fatima al-Fihri', 'Cleopatra', 'Kahina', 'Nefertiti'], 'History', 'medium'],
  ['Tamazight is the language of which people?', ['The Amazigh (Berbers)', 'The Tuareg of Mali only', 'The Copts', 'The Nubians'], 'Language', 'easy'],
  ['The Rosetta Stone helped scholars decipher what?', ['Egyptian hieroglyphs', 'Ge\'ez script', 'Meroitic script', 'Tifinagh'], 'History', 'easy'],
  ['Which Egyptian singer was called "the Star of the East"?', ['Umm Kulthum', 'Fairuz', 'Dalida', 'Warda'], 'Music', 'medium'],
  ['UNESCO recognised couscous as the shared heritage of which countries?', ['Algeria, Mauritania, Morocco and Tunisia', 'Egypt and Sudan', 'Senegal and Mali', 'Ethiopia and Eritrea'], 'Food', 'medium'],
  ['The Kushite pharaohs of Egypt\'s 25th dynasty came from which present-day country?', ['Sudan', 'Ethiopia', 'Libya', 'Chad'], 'History', 'medium'],
  ['Which country has more ancient pyramids than Egypt?', ['Sudan', 'Libya', 'Ethiopia', 'Algeria'], 'History', 'medium'],
  ['Which river flows through Cairo?', ['The Nile', 'The Niger', 'The Congo', 'The Orange'], 'Geography', 'easy'],
];

const DIASPORA: Entry[] = [
  ['Which Jamaican-born activist founded the UNIA and the Black Star Line?', ['Marcus Garvey', 'Malcolm X', 'W. E. B. Du Bois', 'Claude McKay'], 'History', 'easy'],
  ['Who led the Haitian Revolution?', ['Toussaint Louverture', 'Simón Bolívar', 'Nanny of the Maroons', 'Zumbi dos Palmares'], 'History', 'easy'],
  ['In which year did Haiti become independent?', ['1804', '1776', '1822', '1865'], 'History', 'easy'],
  ['What does Juneteenth commemorate?', ['News of emancipation reaching enslaved people in Texas in 1865', 'The end of the Civil Rights Act debate', 'The founding of Liberia', 'The March on Washington'], 'History', 'easy'],
  ['Who created Kwanzaa in 1966?', ['Maulana Karenga', 'Martin Luther King Jr.', 'Angela Davis', 'Stokely Carmichael'], 'Religion', 'medium'],
  ["What are Kwanzaa's seven principles called?", ['Nguzo Saba', 'Harambee', 'Ujamaa Saba', 'Imani Kumi'], 'Religion', 'hard'],
  ['Which instrument was invented in Trinidad and Tobago?', ['The steelpan', 'The banjo', 'The marimba', 'The conga'], 'Music', 'easy'],
  ['Candomblé, an Afro-Brazilian religion, is rooted mainly in the traditions of which people?', ['The Yoruba', 'The Zulu', 'The Maasai', 'The Amhara'], 'Religion', 'medium'],
  ['Capoeira, a blend of martial art and dance, developed among enslaved Africans in which country?', ['Brazil', 'Cuba', 'Jamaica', 'Haiti'], 'Sport', 'easy'],
  ["Which Harlem Renaissance poet wrote 'The Negro Speaks of Rivers'?", ['Langston Hughes', 'Countee Cullen', 'Claude McKay', 'Zora Neale Hurston'], 'Literature', 'medium'],
  ["Who wrote 'Beloved' and became the first Black woman to win the Nobel Prize in Literature?", ['Toni Morrison', 'Maya Angelou', 'Alice Walker', 'Zora Neale Hurston'], 'Literature', 'easy'],
  ['The Windrush generation sailed from the Caribbean, from 1948, to which country?', ['The United Kingdom', 'Canada', 'The United States', 'France'], 'History', 'easy'],
  ["What was the name of Bob Marley's band?", ['The Wailers', 'The Skatalites', 'Third World', 'Steel Pulse'], 'Music', 'easy'],
  ['Haile Selassie is revered in which movement that began in Jamaica?', ['Rastafari', 'Santería', 'Vodou', 'Candomblé'], 'Religion', 'easy'],
  ['Aimé Césaire and Léon Damas founded the Négritude movement with which Senegalese poet, later president?', ['Léopold Sédar Senghor', 'Abdou Diouf', 'Cheikh Anta Diop', 'Birago Diop'], 'Literature', 'medium'],
  ["Frantz Fanon, author of 'The Wretched of the Earth', was born on which island?", ['Martinique', 'Guadeloupe', 'Haiti', 'Jamaica'], 'Literature', 'medium'],
  ['Which scholar organised Pan-African Congresses and co-founded the NAACP?', ['W. E. B. Du Bois', 'Booker T. Washington', 'Marcus Garvey', 'Frederick Douglass'], 'History', 'medium'],
  ['San Basilio de Palenque, a town founded by people who escaped slavery, is in which country?', ['Colombia', 'Brazil', 'Cuba', 'Jamaica'], 'History', 'hard'],
  ['Nanny of the Maroons is a national heroine of which country?', ['Jamaica', 'Haiti', 'Barbados', 'Suriname'], 'History', 'medium'],
  ['Zumbi was the last leader of which Brazilian maroon state?', ['Palmares', 'Bahia', 'Quilombo dos Santos', 'Canudos'], 'History', 'hard'],
  ['Which Cape Verdean singer was called "the Barefoot Diva"?', ['Cesária Évora', 'Miriam Makeba', 'Sara Tavares', 'Mayra Andrade'], 'Music', 'medium'],
];

const PAN_AFRICAN: Entry[] = [
  ['In which city was the Organisation of African Unity founded in 1963?', ['Addis Ababa', 'Accra', 'Cairo', 'Lagos'], 'History', 'medium'],
  ['In which year did the Organisation of African Unity become the African Union?', ['2002', '1994', '1963', '2010'], 'History', 'hard'],
  ['The red, black and green Pan-African flag was adopted in 1920 by which organisation?', ['The UNIA', 'The NAACP', 'The OAU', 'The ANC'], 'History', 'medium'],
  ['Which country has won the Africa Cup of Nations most often?', ['Egypt', 'Cameroon', 'Ghana', 'Nigeria'], 'Sport', 'medium'],
  ['Which is the longest river in Africa?', ['The Nile', 'The Congo', 'The Niger', 'The Zambezi'], 'Geography', 'easy'],
];

export const TRIVIA_BANK: readonly BankQuestion[] = [
  ...inRegion('West Africa', 'west', WEST_AFRICA),
  ...inRegion('East Africa', 'east', EAST_AFRICA),
  ...inRegion('Southern Africa', 'south', SOUTHERN_AFRICA),
  ...inRegion('Central Africa', 'central', CENTRAL_AFRICA),
  ...inRegion('North Africa', 'north', NORTH_AFRICA),
  ...inRegion('Diaspora', 'diaspora', DIASPORA),
  ...inRegion('Pan-African', 'pan', PAN_AFRICAN),
];
