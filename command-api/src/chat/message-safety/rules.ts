import type { Category } from './word-list.ts';

/**
 * Sentences no single word gives away: threats, and insults aimed at the reader ('you are
 * worthless'). Each runs on the normalized text (lower case, no accents, words of letters and
 * digits joined by single spaces, so "I'll" reads 'i ll' and "t'es" reads 't es'). A rule names
 * the person ('you', 'te', 'ku-') so that 'that movie was killer' or 'this heat is killing me'
 * stays ordinary. Extend as `word-list.ts` says, with messages in `labelled-messages.json`.
 */
export const RULES: ReadonlyArray<{ category: Category; pattern: RegExp }> = [
  // English
  { category: 'threat', pattern: / i (will|ll|m going to|am going to|m gonna|gonna|shall) (kill|hurt|find|rape|beat|stab|shoot|destroy|ruin|strangle|end) you(?! (a|an|the|some|something|one|there|at|in|on|later|tomorrow|soon|tonight)\b)/ },
  { category: 'threat', pattern: / i know where you (live|work|sleep|stay)/ },
  { category: 'threat', pattern: / (you re|you are|ur|youre) (dead|going to die|gonna die|going to regret|gonna regret)\b/ },
  { category: 'threat', pattern: / you (will|ll) (regret|pay for) (this|it|that)/ },
  { category: 'threat', pattern: / (watch your back|kill yourself|kys|go die|hope you die|i ll make you pay|you ll be sorry) / },
  { category: 'insult', pattern: / (you re|you are|ur|youre|you) (so |such an? |a |an |just a |just an )?(stupid|ugly|worthless|pathetic|disgusting|dumb|trash|garbage|useless|idiot|moron|loser|fat pig|pig|creep|freak|psycho)\b/ },
  // French
  { category: 'threat', pattern: / je (vais|va) (te|t) (tuer|frapper|defoncer|buter|crever|egorger|violer|faire la peau|faire du mal|pourrir la vie)/ },
  { category: 'threat', pattern: / (je sais|on sait) (ou|o) tu (habites|vis|travailles|dors)/ },
  { category: 'threat', pattern: / (tu vas|tu va|vous allez) (le regretter|regretter|mourir|crever|payer)/ },
  { category: 'threat', pattern: / (t es|tu es|t etais) (mort|morte) / },
  // 'Je vais te retrouver' is also 'I'll meet you': a threat only when nothing friendly follows.
  { category: 'threat', pattern: / je (vais|va) (te|t) (trouver|retrouver)( (sale|espece|et|tu)\b.*)? $/ },
  { category: 'threat', pattern: /^ creve\b| (va crever|va mourir|suicide toi|tue toi) / },
  { category: 'insult', pattern: / (t es|tu es|t etes|vous etes) (vraiment |trop |qu |juste )?(une? |qu une? )?(con|conne|moche|nul|nulle|grosse|laide|stupide|debile|idiot|idiote|pathetique|degueulasse|merde|thon|boudin)\b/ },
  // Portuguese
  { category: 'threat', pattern: / (eu )?(vou|vo) (te|lhe) (matar|bater|machucar|furar|destruir|estuprar|arrebentar)/ },
  { category: 'threat', pattern: / (eu )?sei onde (voce|vc|tu) (mora|moras|trabalha|trabalhas)/ },
  { category: 'threat', pattern: / (voce|vc|tu) (vai|vais) (se arrepender|te arrepender|morrer|pagar caro|me pagar)/ },
  // 'Vou te pegar em casa' is 'I'll pick you up': a threat only on its own or 'na saída'.
  { category: 'threat', pattern: / (eu )?(vou|vo) (te|lhe) (encontrar|achar|pegar)( na saida| sua\b.*| seu\b.*| e\b.*)? $/ },
  { category: 'threat', pattern: / (se mata|vai morrer|te mato|ta morto|ta morta|esta morta|esta morto) / },
  { category: 'insult', pattern: / (voce|vc|tu) (e|es) (muito |tao |uma? |so uma? )?(idiota|burr[oa]|feia|feio|gorda|gordo|nojent[oa]|inutil|lixo|ridicul[oa]|otari[oa]|retardad[oa]|estupid[oa])\b/ },
  // Swahili
  { category: 'threat', pattern: / (nitakuua|nitakutafuta|nitakupata|nitakupiga|nitakuumiza|nitakuchoma|nitakudunga|nitakubaka|nitakumaliza|nitakuharibu|tutakuua|tutakupiga)\b/ },
  { category: 'threat', pattern: / (najua|nafahamu) (unapoishi|unakoishi|unapofanya kazi|unakofanya kazi)/ },
  { category: 'threat', pattern: / (utajuta|utakufa|utalipa|jiue|ujiue|kufa wewe) / },
  { category: 'insult', pattern: / (wewe ni|u) (mjinga|mpumbavu|takataka|nguruwe|mbwa|bure|fala|bwege|kinyago|mnyama|kituko|mbaya sana)\b/ },
];
