/** framer-motion's animation features, in a chunk of their own: LazyMotion loads them after the first render. */
export { domAnimation as default } from 'framer-motion';
