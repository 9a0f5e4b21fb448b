// The home page: hero, the two counters, what Vaultmark offers, why a structured approach,
// a quote in context and the two calls to action.
import { BenefitCards } from '@/features/home/components/benefit-cards';
import { CapabilityCards } from '@/features/home/components/capability-cards';
import { DaysSinceCounter } from '@/features/home/components/days-since-counter';
import { FeaturedQuote } from '@/features/home/components/featured-quote';
import { HomeCallToAction } from '@/features/home/components/home-cta';
import { HomeHero } from '@/features/home/components/home-hero';
import { HoldingsCounter } from '@/features/home/components/holdings-counter';

export function Component() {
  return (
    <>
      <HomeHero />
      <div className="relative z-10 mx-auto -mt-10 grid w-full max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
        <DaysSinceCounter />
        <HoldingsCounter />
      </div>
      <CapabilityCards />
      <BenefitCards />
      <FeaturedQuote />
      <HomeCallToAction />
    </>
  );
}
