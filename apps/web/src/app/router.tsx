import { createBrowserRouter } from 'react-router';

function Home() {
  return <h1>Lucky Lotus</h1>;
}

export const router = createBrowserRouter([{ path: '*', element: <Home /> }]);
