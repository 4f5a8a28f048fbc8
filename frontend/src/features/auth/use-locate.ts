import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { reverseGeocodeQueryOptions } from './api/reverse-geocode.ts';
import { storeLocation } from './stored-location.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

/** Spec: high accuracy, a 10 s time-out, and a position up to 5 minutes old is good enough. */
const positionOptions: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };

function detectionFailed(description: string): void {
  toast({ title: i18n.t('auth:locate.failed'), description, variant: 'destructive' });
}

/** The locate button: the device's position, named by the server's offline reverse geocoder. */
export function useLocate(onLocated: (place: string) => void) {
  const queryClient = useQueryClient();
  const [locating, setLocating] = useState(false);

  const named = async ({ latitude, longitude }: GeolocationCoordinates): Promise<string> => {
    try {
      const place = await queryClient.fetchQuery(reverseGeocodeQueryOptions(latitude, longitude));
      storeLocation({ latitude, longitude, currentCity: place.city, currentCountry: place.country });
      return place.location;
    } catch {
      // Without a name, the coordinates alone still place the member for discovery.
      storeLocation({ latitude, longitude });
      return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
    }
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return detectionFailed(i18n.t('auth:locate.unable'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const place = await named(coords);
        setLocating(false);
        onLocated(place);
        toast({ title: i18n.t('auth:locate.detected'), description: i18n.t('auth:locate.setTo', { place }) });
      },
      (error) => {
        setLocating(false);
        detectionFailed(
          error.code === error.PERMISSION_DENIED
            ? i18n.t('auth:locate.enable')
            : i18n.t('auth:locate.unable'),
        );
      },
      positionOptions,
    );
  };

  return { locate, locating };
}
