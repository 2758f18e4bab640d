#ifndef FLOW_LAPACK_SHIM_H
#define FLOW_LAPACK_SHIM_H
#include <stdint.h>

/* The LAPACK routines flow uses, declared by hand (Fortran ABI: every argument by
   pointer, INTEGER is int32_t; dgelsd has no CHARACTER argument, so no hidden length). */

/* Minimum-norm least squares by the SVD (divide and conquer). */
void dgelsd_(const int32_t *m, const int32_t *n, const int32_t *nrhs,
             double *a, const int32_t *lda, double *b, const int32_t *ldb,
             double *s, const double *rcond, int32_t *rank,
             double *work, const int32_t *lwork, int32_t *iwork, int32_t *info);

#endif
