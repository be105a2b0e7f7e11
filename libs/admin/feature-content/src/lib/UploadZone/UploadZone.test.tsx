import { fireEvent, render, screen } from '@testing-library/react';
import { AdminI18nProvider } from '@corp/admin/feature-shell';
import { UploadZone } from './UploadZone';

describe('UploadZone', () => {
  it('takes files dropped on the zone and shows progress, success and refusal per file', () => {
    const onFiles = jest.fn();
    render(
      <AdminI18nProvider language="en">
        <UploadZone
          onFiles={onFiles}
          alt=""
          onAlt={() => undefined}
          uploads={[
            { id: '1', name: 'hall.jpg', progress: 0.4, done: false },
            { id: '2', name: 'brochure.pdf', progress: 1, done: true },
            {
              id: '3',
              name: 'notes.txt',
              progress: 0,
              done: false,
              error: 'Only images, PDF and video',
            },
          ]}
        />
      </AdminI18nProvider>,
    );
    const file = new File(['x'], 'drop.png', { type: 'image/png' });
    fireEvent.drop(screen.getByText('Drop files here or choose them'), {
      dataTransfer: { files: [file] },
    });
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.getByRole('progressbar', { name: 'Uploading hall.jpg' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(screen.getByText('brochure.pdf uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt: Only images, PDF and video');
  });
});
