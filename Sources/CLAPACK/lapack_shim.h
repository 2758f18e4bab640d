#ifndef FLOW_LAPACK_SHIM_H
#define FLOW_LAPACK_SHIM_H
#include <stddef.h>
#include <stdint.h>

/* The LAPACK routines flow uses, declared by hand (Fortran ABI: every argument by
   pointer, INTEGER is int32_t, and each CHARACTER argument adds a hidden size_t length
   at the end of the list). */

/* Minimum-norm least squares by the SVD (divide and conquer); no CHARACTER argument. */
void dgelsd_(const int32_t *m, const int32_t *n, const int32_t *nrhs,
             double *a, const int32_t *lda, double *b, const int32_t *ldb,
             double *s, const double *rcond, int32_t *rank,
             double *work, const int32_t *lwork, int32_t *iwork, int32_t *info);

/* Singular value decomposition A = U S V^T. */
void dgesvd_(const char *jobu, const char *jobvt, const int32_t *m, const int32_t *n,
             double *a, const int32_t *lda, double *s, double *u, const int32_t *ldu,
             double *vt, const int32_t *ldvt, double *work, const int32_t *lwork,
             int32_t *info, size_t jobu_len, size_t jobvt_len);

/* Solves A X = B for symmetric positive definite A by Cholesky. */
void dposv_(const char *uplo, const int32_t *n, const int32_t *nrhs, double *a,
            const int32_t *lda, double *b, const int32_t *ldb, int32_t *info, size_t uplo_len);

#endif
