// Swiper and its React binding, in a chunk of their own: a slider loads them when it comes
// near the viewport (see Slider), never with the page.
export { Swiper, SwiperSlide } from 'swiper/react';
