import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { CourseList } from './course-list';
import { CourseDetail } from './course-detail';

describe('CourseList', () => {
  it('shows each course with grade, price in rupees, rating and View Details', () => {
    renderWithSite(<CourseList />, { route: '/courses' });
    const cards = within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Grades 3–5')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('₹599')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: /Rated 4.8 out of 5 from 126 reviews/ })).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Instructor: Sneha Patel/)).toBeInTheDocument();
    expect(within(cards[2]!).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('₹99')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/courses/iot');
  });
});

describe('CourseDetail', () => {
  it('shows overview, price and Enroll Now, a link to the course registration', () => {
    const reportTitle = jest.fn();
    renderWithSite(<CourseDetail reportTitle={reportTitle} />, { route: '/courses/iot', path: '/courses/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Internet of Things: Build Smart Devices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('₹499')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/courses/iot/enrol');
    expect(reportTitle).toHaveBeenLastCalledWith('Internet of Things: Build Smart Devices');
  });

  it('shows Course Not Found with Go Back for an unknown id', async () => {
    const user = userEvent.setup();
    renderWithSite(<CourseDetail reportTitle={() => undefined} />, { route: '/courses/nope', path: '/courses/:id' });
    expect(screen.getByRole('heading', { name: 'Course Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });
});
