/**
 * The built-in demo restaurant's card, shown when the vendor API cannot be reached (spec 1 §8). A chunk of its own
 * (with the demo data), loaded only then — the precache has it for offline use.
 */
import type { ComponentProps } from 'react';
import { availability } from '../../domain/opening-hours.ts';
import { DEMO_VENDOR } from '../../demo/demo-vendor.ts';
import { VendorCard } from './vendor-card.tsx';

export default function DemoVendorCard(props: Pick<ComponentProps<typeof VendorCard>, 'onShowRatings' | 'linkSearch'>) {
  return <VendorCard vendor={DEMO_VENDOR} availability={availability(DEMO_VENDOR, new Date())} demo eager {...props} />;
}
