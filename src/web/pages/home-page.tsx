// The landing page: hero, featured creators, categories, how it works and a call to action.
import { CategoriesSection } from "../features/home/categories-section";
import { FeaturedCreatorsSection } from "../features/creators/featured-creators-section";
import { HeroSection } from "../features/home/hero-section";
import { HowItWorksSection } from "../features/home/how-it-works-section";
import { JoinCtaSection } from "../features/home/join-cta-section";

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
