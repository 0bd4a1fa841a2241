/**
 * The identity feature's public door: the section parts its pages share with the invitation pages (generic UI,
 * on their way to `src/ui`).
 */
export { Section, SectionHeading, SectionText } from './components/Section';
