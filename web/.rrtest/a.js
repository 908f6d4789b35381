import { BrowserRouter, Routes, Route, Link, useNavigate, useParams, useLocation, useSearchParams, Outlet, Navigate, matchRoutes, useRoutes } from 'react-router-dom';
window.x = [BrowserRouter, Routes, Route, Link, useNavigate, useParams, useLocation, useSearchParams, Outlet, Navigate, matchRoutes, useRoutes];
