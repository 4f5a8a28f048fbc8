/**
 * The words and phrases that make a message look insulting, sexual or threatening, in the four
 * languages of the app.
 *
 * Where it came from: written for Sankofa (issue 23) from the moderation experience of the team's
 * French, Portuguese and Swahili speakers, checked against the public LDNOOBW lists
 * (github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words, en/fr/pt) and kept
 * short on purpose: words that are ordinary in another sense ('chatte' a she-cat, 'baiser' a kiss,
 * 'rola' it happens, 'gostosa' tasty, 'takataka' rubbish) are left out as single words and caught
 * only in the phrases that make them abusive.
 *
 * How to extend it: add the word where it belongs, written as people write it (accents and case
 * do not matter, the detector folds them); end it with `*` to catch every word it begins
 * ('fuck*' catches 'fucking'); write a phrase with spaces to catch only those words in that order.
 * Then add a few messages that use it, and a few ordinary ones that must stay unflagged, to
 * `labelled-messages.json`, and run `npx vitest run command-api/src/chat/message-safety`: the
 * measurement fails when the list misses more than 10% of offensive messages or flags more than
 * 2% of ordinary ones. Threats are sentences, not words: they are rules in `rules.ts`.
 */
export type Category = 'insult' | 'sexual' | 'threat';

export const WORD_LIST: Readonly<Record<Exclude<Category, 'threat'>, Readonly<Record<'en' | 'fr' | 'pt' | 'sw', readonly string[]>>>> = {
  insult: {
    en: [
      'bitch*', 'slut*', 'whore*', 'cunt*', 'fuck*', 'motherfuck*', 'asshole*', 'arsehole*', 'dickhead*', 'bastard*', 'skank*', 'you hoe', 'stupid hoe', 'dirty hoe',
      'twat*', 'wanker*', 'dumbass', 'jackass', 'piece of shit', 'stfu', 'shut the hell up', 'go to hell', 'fatso', 'retarded', 'you retard',
    ],
    fr: [
      'salope*', 'pute', 'putes', 'connard*', 'connasse*', 'conne', 'petasse*', 'encule*', 'ta gueule', 'ferme ta gueule', 'nique ta mere', 'ntm', 'fils de pute',
      'sale batard', 'espece de batard', 'pouffiasse*', 'grosse vache', 'sale chienne', 'salaud*', 'sale ordure', 'espece d ordure', 'va te faire foutre', 'abruti', 'abrutie', 'cretin*', 'trou du cul', 'boloss',
    ],
    pt: [
      'puta', 'putas', 'vagabunda*', 'vadia*', 'caralho', 'porra', 'filho da puta', 'filha da puta', 'vai tomar no cu', 'vai se foder', 'foda se', 'fodase',
      'otario*', 'babaca*', 'arrombad*', 'cuzao', 'desgracad*', 'viado*', 'imbecil', 'escrot*', 'piranha sua', 'sua piranha', 'sua vaca', 'vai pro inferno',
    ],
    sw: [
      'malaya', 'kahaba', 'mjinga', 'mpumbavu', 'wapumbavu', 'kumamako', 'kumanyoko', 'kuma', 'msenge', 'mshenzi', 'washenzi', 'bwege', 'mavi', 'mbwa wewe',
      'wewe ni takataka', 'wewe ni nguruwe', 'wewe ni mbwa', 'fala wewe', 'nyamaza wewe',
    ],
  },
  sexual: {
    en: [
      'dick', 'dicks', 'cock', 'cocks', 'pussy', 'tits', 'titties', 'boobs', 'nudes', 'send nudes', 'send pics', 'horny', 'blowjob*', 'suck my', 'sit on my face',
      'naked pics', 'nude pics', 'dick pic', 'dickpic*', 'bang you', 'want to fuck', 'wanna fuck', 'your body naked', 'handjob*', 'hookup tonight',
      'sext', 'sexting', 'show me your body', 'in my bed tonight',
    ],
    fr: [
      'ma bite', 'ta bite', 'ma queue', 'suce moi', 'suce ma', 'nichons', 'je veux te baiser', 'baise moi', 'on baise', 'envoie des nudes', 'nudes', 'a poil',
      'sodomi*', 'branler', 'branlette', 'branle toi', 'tes seins', 'gros seins', 'ta chatte', 'coquine', 'plan cul', 'excite moi',
    ],
    pt: [
      'buceta', 'xoxota', 'tesao', 'nudes', 'manda nudes', 'chupa meu', 'chupar meu', 'chupa minha', 'transar', 'sua gostosa', 'te comer', 'foto pelada', 'fotos peladas', 'fica pelada', 'teus peitos', 'seus peitos',
      'meu pau', 'minha rola', 'punheta', 'safada', 'foder contigo', 'sentar no meu',
    ],
    sw: [
      'kukutomba', 'nikutombe', 'kutomba', 'mboo', 'matako yako', 'picha za uchi', 'uchi wako', 'nyonya mboo', 'tutombane', 'nataka mwili wako', 'kitandani nami',
    ],
  },
};
