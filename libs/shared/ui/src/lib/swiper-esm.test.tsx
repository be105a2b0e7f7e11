import { render, screen } from '@testing-library/react';
import { Swiper, SwiperSlide } from 'swiper/react';

/** Swiper ships only ES modules; the jest setup must compile it like our own code. */
describe('Swiper under jest', () => {
  it('renders slides from the ESM-only package', () => {
    render(
      <Swiper spaceBetween={18} slidesPerView={1}>
        <SwiperSlide>Dispatcher</SwiperSlide>
        <SwiperSlide>Mining MES</SwiperSlide>
      </Swiper>,
    );
    expect(screen.getByText('Dispatcher')).toBeInTheDocument();
    expect(screen.getByText('Mining MES')).toBeInTheDocument();
  });
});
