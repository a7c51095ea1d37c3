// The landing page: hero, featured creators, categories, how it works and a call to action.
import { CategoriesSection } from "./categories-section";
import { FeaturedCreatorsSection } from "./featured-creators-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { JoinCtaSection } from "./join-cta-section";

export function HomePage() {
  return (
    <>
      <HeroSection />
      <FeaturedCreatorsSection />
      <CategoriesSection />
      <HowItWorksSection />
      <JoinCtaSection />
    </>
  );
}
