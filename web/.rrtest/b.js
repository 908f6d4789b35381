import { createBrowserRouter, RouterProvider, Link, useNavigate, useParams, useLocation, useSearchParams, Outlet, Navigate } from 'react-router-dom';
window.x = [createBrowserRouter, RouterProvider, Link, useNavigate, useParams, useLocation, useSearchParams, Outlet, Navigate];
