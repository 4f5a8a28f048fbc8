import { BadgeCheck, Camera, Fingerprint, IdCard, Mail, Share2, Smartphone, type LucideIcon } from 'lucide-react';
import type { BadgeLevel, VerificationType } from '@sankofa/contracts';

export interface VerificationOffer {
  type: VerificationType;
  name: string;
  description: string;
  points: number;
  level: BadgeLevel;
  icon: LucideIcon;
}

/** The spec's six types with their points and badge levels (maximum total 185). */
export const VERIFICATION_OFFERS: readonly VerificationOffer[] = [
  { type: 'id', name: 'Government ID', description: 'Photograph your passport, ID card or driving licence', points: 40, level: 'gold', icon: IdCard },
  { type: 'video', name: 'Video Selfie', description: 'Record a short selfie video so we know it is really you', points: 35, level: 'gold', icon: Camera },
  { type: 'phone', name: 'Phone Number', description: 'Confirm your number with a 6-digit code', points: 25, level: 'silver', icon: Smartphone },
  { type: 'email', name: 'Email Address', description: 'Confirm your e-mail with a verification link', points: 15, level: 'bronze', icon: Mail },
  { type: 'social', name: 'Social Media', description: 'Link a social media profile for review', points: 20, level: 'silver', icon: Share2 },
  { type: 'biometric', name: 'Face Recognition', description: 'Capture your face for biometric verification', points: 50, level: 'diamond', icon: Fingerprint },
];
export const MAX_VERIFICATION_POINTS = 185;

export const offerOf = (type: VerificationType): VerificationOffer => VERIFICATION_OFFERS.find((offer) => offer.type === type)!;

export const LEVEL_CLASSES: Record<BadgeLevel, string> = {
  bronze: 'bg-amber-700/20 text-amber-800 dark:text-amber-400',
  silver: 'bg-slate-400/20 text-slate-700 dark:text-slate-300',
  gold: 'bg-yellow-500/20 text-yellow-800 dark:text-yellow-300',
  diamond: 'bg-sky-400/20 text-sky-800 dark:text-sky-300',
};

/** The spec's trust level bands by overall score (thresholds 26, 51, 76, 91). */
export const trustLevelOf = (overall: number): string =>
  overall >= 91 ? 'Elite Verified' : overall >= 76 ? 'Highly Trusted' : overall >= 51 ? 'Trusted Member' : overall >= 26 ? 'Building Trust' : 'New User';

export const VerifiedIcon = BadgeCheck;
