// Swiper's core (no modules, no React binding), in a chunk of its own: a slider loads it when it
// comes near the viewport (see Slider), never with the page, and starts it on its own markup.
export { Swiper } from 'swiper';
