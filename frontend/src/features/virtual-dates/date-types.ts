import { Film, Globe2, Phone, Video, type LucideIcon } from 'lucide-react';
import type { VirtualDateType } from '@sankofa/contracts';

export const DATE_TYPE_LABELS: Record<VirtualDateType, string> = {
  voice_call: 'Voice Call',
  video_chat: 'Video Chat',
  cultural_trivia: 'Cultural Trivia',
};

export const DATE_TYPE_ICONS: Record<VirtualDateType, LucideIcon> = { voice_call: Phone, video_chat: Video, cultural_trivia: Globe2 };

/** The Activities tab's descriptive cards; movie night has no start button. */
export const ACTIVITY_CARDS: ReadonlyArray<{ title: string; description: string; icon: LucideIcon }> = [
  { title: 'Voice Call', description: 'Audio-only conversation to get to know each other', icon: Phone },
  { title: 'Video Chat', description: 'Face to face conversation from anywhere', icon: Video },
  { title: 'Cultural Trivia', description: 'Test your knowledge of African history and culture together', icon: Globe2 },
  { title: 'Movie Night', description: 'Watch African films together (Coming Soon)', icon: Film },
];
