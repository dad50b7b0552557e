// In-game ads ("Maniapub"): official ones from the game maker and community (ugc) ones, with the image formats the
// game shows. Optional keys are left out the way real answers do (no end time, no 64x41 image).
import { rngFor } from './random';
import { DAY_SECONDS, nowSeconds } from './time';

export interface MockAd {
  uid: string;
  name: string;
  type: 'nadeo' | 'ugc';
  url: string;
  img2x3: string;
  img16x9: string;
  img64x10: string;
  img64x41?: string;
  media: string;
  displayformat: string;
  endtime?: number;
}

interface AdSeed {
  name: string;
  type: 'nadeo' | 'ugc';
  url: string;
  /** Days from now until the end; undefined leaves `endtime` out. */
  endsInDays?: number;
  has64x41?: boolean;
}

// Deliberately not in end-time order: the page sorts them.
const SEEDS: readonly AdSeed[] = [
  { name: 'Spring Campaign 2026', type: 'nadeo', url: 'https://www.trackmania.com/campaigns', endsInDays: 40 },
  { name: '$f80Community $fffCup Finals', type: 'ugc', url: 'https://example.org/cup-finals', endsInDays: 3 },
  { name: 'Track of the Day', type: 'nadeo', url: 'https://www.trackmania.com/totd' },
  {
    name: 'Speedrun Club Weekly',
    type: 'ugc',
    url: 'https://example.org/speedrun-club',
    endsInDays: 12,
    has64x41: false,
  },
  { name: 'Royal Legacy', type: 'nadeo', url: 'https://www.trackmania.com/news', endsInDays: 1 },
  { name: 'Map Review Night', type: 'ugc', url: 'https://example.org/map-review', endsInDays: 25 },
  { name: 'Creator Showcase', type: 'ugc', url: 'https://example.org/showcase' },
];

/** The ads, computed per request so end times stay relative to now. */
export function mockAds(): MockAd[] {
  const now = nowSeconds();
  return SEEDS.map((seed, index) => {
    const rng = rngFor('ad', index);
    const uid = rng.uuid();
    const ad: MockAd = {
      uid,
      name: seed.name,
      type: seed.type,
      url: seed.url,
      img2x3: `/mock-img/ads/${uid}-2x3.png`,
      img16x9: `/mock-img/wide/${uid}-16x9.png`,
      img64x10: `/mock-img/wide/${uid}-64x10.png`,
      media: `/mock-img/ads/${uid}-media.png`,
      displayformat: rng.pick(['2x3', '64x41', '64x10']),
    };
    if (seed.has64x41 !== false) ad.img64x41 = `/mock-img/wide/${uid}-64x41.png`;
    if (seed.endsInDays !== undefined) ad.endtime = now + seed.endsInDays * DAY_SECONDS + rng.int(0, 3600);
    return ad;
  });
}
